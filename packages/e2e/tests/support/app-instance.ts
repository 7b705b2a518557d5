// The built server run as one instance of a cluster; shared with the benchmark's soak with faults.
export { AppInstance, waitFor200 } from '../../../bench/src/lib/cluster';
