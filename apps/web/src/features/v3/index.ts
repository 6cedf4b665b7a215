// V3's public surface (issue 11): the gate the router puts before the dashboard.
export { V3Gate } from './components/v3-gate';
