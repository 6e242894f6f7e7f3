// The shared package's own catalogues: its components' texts ('shared') and the messages that
// arrive as English text ('messages'): the validation messages forms and the API share (English:
// validation/messages.ts) and the client's own (English: client-messages.ts), looked up together.
import { MESSAGES } from '../../validation/messages';
import { registerCatalogue } from '../instance';
import { MESSAGES_NAMESPACE } from '../messages';
import { CLIENT_MESSAGES } from './client-messages';
import clientMessagesUr from './client-messages/ur.json';
import sharedEn from './shared/en.json';
import sharedUr from './shared/ur.json';
import messagesUr from './messages/ur.json';

export const SHARED_NAMESPACE = 'shared';

registerCatalogue(SHARED_NAMESPACE, { en: sharedEn, ur: sharedUr });
registerCatalogue(MESSAGES_NAMESPACE, {
  en: { ...MESSAGES, ...CLIENT_MESSAGES },
  ur: { ...messagesUr, ...clientMessagesUr },
});
