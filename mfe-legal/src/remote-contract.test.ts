/** @jest-environment node */
import path from 'node:path';
import { exposesAgainstContract } from '../../tooling/jest/remote-contract';

it('exposes exactly ./routes and the modules the remotes contract declares for mfe_legal', () => {
  expect(exposesAgainstContract(path.join(__dirname, '..'))).toEqual([]);
});
