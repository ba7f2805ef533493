import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, InlineAlert, TextField } from '../../../ui';
import type { CameraStatus } from '../useCameraScanner';
import * as styles from './GateView.css';

export interface CameraControls {
  status: CameraStatus;
  onStart: () => void;
  onStop: () => void;
}

export interface ScanPanelProps {
  onScan: (text: string) => void;
  camera: CameraControls;
  /** Where the camera's picture goes (useCameraScanner). */
  videoRef?: RefObject<HTMLVideoElement | null>;
}

/**
 * Where scans come in: a field that a keyboard-wedge scanner (USB, Bluetooth) types into and ends
 * with Enter, or where a code is typed by hand; and the camera. The field keeps the focus.
 */
export function ScanPanel({ onScan, camera, videoRef }: ScanPanelProps) {
  const { t } = useTranslation();
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => fieldRef.current?.focus(), []);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = fieldRef.current;
    const text = field?.value.trim();
    if (!field || !text) return;
    field.value = '';
    field.focus();
    onScan(text);
  }
  const cameraOn = camera.status === 'on' || camera.status === 'starting';
  return (
    <section className={styles.section} aria-labelledby="gate-scan-title">
      <h2 id="gate-scan-title" className={styles.sectionTitle}>
        {t('GATE.SCAN.TITLE')}
      </h2>
      <form className={styles.scanForm} onSubmit={onSubmit}>
        <TextField ref={fieldRef} className={styles.scanField} label={t('GATE.SCAN.FIELD')} hint={t('GATE.SCAN.FIELD_HINT')} autoComplete="off" spellCheck={false} />
        <Button type="submit">{t('GATE.SCAN.CHECK')}</Button>
      </form>
      <div>
        <Button variant="secondary" onClick={cameraOn ? camera.onStop : camera.onStart}>
          {t(cameraOn ? 'GATE.SCAN.CAMERA_STOP' : 'GATE.SCAN.CAMERA_START')}
        </Button>
      </div>
      {camera.status === 'denied' && <InlineAlert tone="warning">{t('GATE.SCAN.CAMERA_DENIED')}</InlineAlert>}
      {camera.status === 'unavailable' && <InlineAlert tone="warning">{t('GATE.SCAN.CAMERA_UNAVAILABLE')}</InlineAlert>}
      {cameraOn && <video ref={videoRef} className={styles.video} muted playsInline aria-label={t('GATE.SCAN.CAMERA_VIEW')} />}
    </section>
  );
}
