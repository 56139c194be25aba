import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/600.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { currentLocale, loadLocale } from './lib/i18n';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// Creating the router starts fetching the first page's code; the language's words are fetched beside it,
// and the app renders once they are here, so no key is ever shown in place of a word.
const router = createAppRouter();
await loadLocale(currentLocale());

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
