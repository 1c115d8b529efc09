import { createApp } from 'vue';
import '@pitchside/elements/mne';
import '@pitchside/elements/mof';
import App from './App.vue';

createApp(App).mount('#app');
