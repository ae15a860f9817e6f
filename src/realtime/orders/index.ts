export { LiveOrderPanel, type LiveOrderPanelProps } from './LiveOrderPanel';
export { decideOrder, decisionBody, type OrderDecision as OrderDecisionStatus } from './decideOrder';
export { OrderDecision, type OrderDecisionProps } from './OrderDecision';
export { OrderDecisionControls, type OrderDecisionControlsProps } from './OrderDecisionControls';
