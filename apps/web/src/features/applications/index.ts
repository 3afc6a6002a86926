export { CandidatesPanel } from './components/candidates-panel';
