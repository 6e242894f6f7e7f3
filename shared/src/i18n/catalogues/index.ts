// The shared package's own catalogues: its components' texts ('shared') and the validation
// messages forms and the API share ('messages', whose English is validation/messages.ts itself).
import { MESSAGES } from '../../validation/messages';
import { registerCatalogue } from '../instance';
import { MESSAGES_NAMESPACE } from '../messages';
import sharedEn from './shared/en.json';
import sharedUr from './shared/ur.json';
import messagesUr from './messages/ur.json';

export const SHARED_NAMESPACE = 'shared';

registerCatalogue(SHARED_NAMESPACE, { en: sharedEn, ur: sharedUr });
registerCatalogue(MESSAGES_NAMESPACE, { en: MESSAGES, ur: messagesUr });
