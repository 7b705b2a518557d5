/**
 * The deploy token of the server the journeys start (playwright.config.ts passes it as DEPLOY_TOKEN):
 * the journeys ship remotes with it exactly as CI would.
 */
export const deployToken = 'e2e-deploy-token-not-a-secret';
