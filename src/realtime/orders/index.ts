export { LiveOrderPanel, type LiveOrderPanelProps } from './LiveOrderPanel';
export { decideOrder, decisionBody, type OrderDecision } from './decideOrder';
