import { useEffect, useState } from 'react';

const SAMPLE_MS = 100;

/**
 * The microphone's loudness, 0 to 1, ten times a second: the check's level meter and the room's ear for
 * long silences. Zero without a stream, or in a browser without Web Audio.
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
    if (!stream || stream.getAudioTracks().length === 0 || AudioContextClass === undefined) return undefined;
    const context = new AudioContextClass();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    const source = context.createMediaStreamSource(stream);
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      // Speech at a normal distance sits around 0.05–0.2 RMS; scale so that it fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 5));
    }, SAMPLE_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return level;
}
