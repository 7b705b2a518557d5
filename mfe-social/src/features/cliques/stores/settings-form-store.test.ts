import { cliqueLimits } from '@cliques/contracts';
import { makeClique } from '../../../test/cliques';
import { SettingsFormStore } from './settings-form-store';

describe('SettingsFormStore', () => {
  it('sends every setting, trimmed, without empty rules and questions', () => {
    const form = new SettingsFormStore(makeClique({ topics: ['gear'] }));
    form.set('name', '  Climbers club ');
    form.set('visibility', 'private');
    form.set('joinPolicy', 'request');
    form.set('postingPolicy', 'approval');
    form.set('membersCanInvite', true);
    form.addRule();
    form.setRule(0, { title: ' Be kind ', body: ' Always ' });
    form.addRule();
    form.addQuestion();
    form.setQuestion(0, ' Which wall? ');
    form.addQuestion();
    form.setTopicDraft(' routes ');
    form.addTopic();
    form.setTopicDraft('gear');
    form.addTopic();
    expect(form.body()).toEqual({
      name: 'Climbers club',
      description: 'Weekend walls',
      visibility: 'private',
      joinPolicy: 'request',
      membersCanInvite: true,
      postingPolicy: 'approval',
      rules: [{ title: 'Be kind', body: 'Always' }],
      questions: ['Which wall?'],
      topics: ['gear', 'routes'],
    });
  });

  it('refuses a join policy the visibility does not allow, and a rule without a title', () => {
    const form = new SettingsFormStore(makeClique());
    form.set('joinPolicy', 'open');
    expect(form.body()).toBeNull();
    expect(form.problem).toBe('Anyone may join only a public clique');
    form.set('joinPolicy', 'request');
    expect(form.body()).toBeNull();
    expect(form.problem).toBe('Requests to join need a public or private clique');
    form.set('joinPolicy', 'invite');
    form.addRule();
    form.setRule(0, { body: 'No title' });
    expect(form.body()).toBeNull();
    expect(form.problem).toBe('Every rule needs a title');
  });

  it('stops at the limits and sends a new cover or its removal', () => {
    const form = new SettingsFormStore(makeClique());
    for (let i = 0; i < 5; i += 1) form.addQuestion();
    expect(form.questions).toHaveLength(cliqueLimits.questions);
    form.questions.forEach((_, i) => form.setQuestion(i, `q${i}`));
    form.setCover(null);
    expect(form.body()).toMatchObject({ coverImage: null, questions: ['q0', 'q1', 'q2'] });
    form.setCover('/media/files/users/u-ann/cover.jpg');
    expect(form.body()).toMatchObject({ coverImage: '/media/files/users/u-ann/cover.jpg' });
  });

  it('sends the handle only when it changed, and only in its shape', () => {
    const form = new SettingsFormStore(makeClique({ visibility: 'public', joinPolicy: 'open', handle: 'climbers' }));
    expect(form.body()).not.toHaveProperty('handle');
    form.set('handle', 'Climbers!');
    expect(form.body()).toBeNull();
    expect(form.problem).toBe('A handle is 1 to 30 lowercase letters, digits or underscores');
    form.set('handle', ' climbers_2 ');
    expect(form.body()).toMatchObject({ handle: 'climbers_2' });
  });
});
