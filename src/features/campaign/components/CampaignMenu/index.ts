export { CampaignMenu } from './CampaignMenu';
