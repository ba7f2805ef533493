import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'off' | 'starting' | 'on' | 'denied' | 'unavailable';

/** The browser's own QR reader where it exists (Chrome on Android, Safari); typed here, not in TypeScript's DOM lib yet. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** How often a frame is read: enough for a card held up, little for the battery. */
const FRAME_INTERVAL_MS = 200;
/** The camera sees the same card for a while: one scan of it until it has been away this long. */
const SAME_CODE_PAUSE_MS = 3000;

type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

async function frameReader(): Promise<FrameReader> {
  const Detector = (window as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  // Loaded only where the browser has no reader of its own.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    if (!context || !video.videoWidth) return Promise.resolve(null);
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return Promise.resolve(jsQR(image.data, image.width, image.height)?.data ?? null);
  };
}

/**
 * The camera as a QR scanner: started on demand, stopped when the page is left or hidden. A
 * refusal or a device without a camera is a status the screen explains; the scan field still works.
 */
export function useCameraScanner(onScan: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>('off');
  const running = useRef<{ stream: MediaStream; timer: ReturnType<typeof setInterval> } | null>(null);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });

  const stop = useCallback(() => {
    running.current?.stream.getTracks().forEach((track) => track.stop());
    if (running.current) clearInterval(running.current.timer);
    running.current = null;
    setStatus((current) => (current === 'on' || current === 'starting' ? 'off' : current));
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (!navigator.mediaDevices?.getUserMedia) return setStatus('unavailable');
    setStatus('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      return setStatus(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
    }
    const video = videoRef.current;
    if (!video) return stream.getTracks().forEach((track) => track.stop());
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    const read = await frameReader();
    let last = { text: '', at: 0 };
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      void read(video)
        .then((text) => {
          const now = Date.now();
          if (text && (text !== last.text || now - last.at > SAME_CODE_PAUSE_MS)) onScanRef.current(text);
          if (text) last = { text, at: now };
        })
        .catch(() => undefined)
        .finally(() => (busy = false));
    }, FRAME_INTERVAL_MS);
    running.current = { stream, timer };
    setStatus('on');
  }, []);

  useEffect(() => {
    const onVisibility = () => document.visibilityState === 'hidden' && stop();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  }, [stop]);

  return { videoRef, status, start: () => void start(), stop };
}
