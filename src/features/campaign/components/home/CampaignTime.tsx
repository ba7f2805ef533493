import type { CampaignDay } from '../../data/campaign';
import type { CampaignFormat } from './useCampaignFormat';

interface CampaignTimeProps {
  day: CampaignDay;
  format: CampaignFormat;
  className?: string;
}

/** A campaign day in words, machine-readable too: <time dateTime="2025-06-25">25 de junio</time>. */
export function CampaignTime({ day, format, className }: CampaignTimeProps) {
  return (
    <time className={className} dateTime={format.isoDay(day)}>
      {format.day(day)}
    </time>
  );
}
