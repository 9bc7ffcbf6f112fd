// An order state as customers and the back office see it: the badge (StatusBadge) and the shop's
// colour list it draws from (packages/rules status-colours, each pair passing 4.5:1 text contrast).
// An entry of its own, '@kraanvogel/shared/status', loaded only by the screens that show a state
// (Mijn orders, the back office's order states), so that no other app's build carries it.
export { StatusBadge } from './ui/status-badge';
export { STATUS_COLOURS, statusColour, type StatusColourKey } from '@kraanvogel/rules/status-colours';
