import { createRoot } from 'react-dom/client';
import '@storefront/shared/ui/tokens.css';
import { startApp } from './app/start-app';

const container = document.getElementById('root');
if (container) void startApp(createRoot(container));
