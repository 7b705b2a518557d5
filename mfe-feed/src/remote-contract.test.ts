/** @jest-environment node */
import path from 'node:path';
import { exposesAgainstContract, propsAgainstContract } from '../../tooling/jest/remote-contract';

it('exposes exactly ./routes and the modules the remotes contract declares for mfe_feed', () => {
  expect(exposesAgainstContract(path.join(__dirname, '..'))).toEqual([]);
});

it("exports each exposed module's component under the contract's name, taking the contract's props", () => {
  expect(propsAgainstContract(path.join(__dirname, '..'))).toEqual([]);
}, 60_000);
