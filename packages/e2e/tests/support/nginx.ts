// Debian's nginx as the balancer of docs/DEPLOY.md; shared with the benchmark's soak with faults.
export { Nginx } from '../../../bench/src/lib/cluster';
