import { defineModule } from '../../app-module.ts';
import { transcribeRecordingJob } from './speech.jobs.ts';

/** Transcription (and text to speech) through an OpenAI-compatible provider, when one is configured (decision 0065). */
export const speechModule = defineModule({
  name: 'speech',
  routes: [],
  jobs: [transcribeRecordingJob],
});
