import { mount } from 'svelte';
import '@pitchside/elements/mne';
import '@pitchside/elements/mof';
import App from './App.svelte';

mount(App, { target: document.getElementById('app') });
