import { makeAutoObservable } from 'mobx';
import {
  cliqueLimits,
  type Clique,
  type CliqueJoinPolicy,
  type CliquePostingPolicy,
  type CliqueRule,
  type CliqueVisibility,
  type UpdateCliqueBody,
} from '@cliques/contracts';
import { policyFits } from '../lib/roles';

/** What a clique's handle may be (PUT /cliques/{id} refuses anything else). */
const handleShape = /^[a-z0-9_]{1,30}$/;

/** The settings form of a clique (admins): every field of PUT /cliques/{id}, checked against cliqueLimits. */
export class SettingsFormStore {
  name: string;
  description: string;
  visibility: CliqueVisibility;
  joinPolicy: CliqueJoinPolicy;
  membersCanInvite: boolean;
  postingPolicy: CliquePostingPolicy;
  rules: CliqueRule[];
  questions: string[];
  topics: string[];
  /** The topic box as typed. */
  topicDraft = '';
  /** Its name on other servers, as typed ('' for a clique that has none yet). */
  handle: string;
  /** A new cover (an uploaded file's URL); undefined keeps the cover, null removes it. */
  coverImage: string | null | undefined = undefined;
  /** A problem with the form (a message id), '' when none. */
  problem = '';

  /** The handle the clique has now ('' for none): only a changed one is sent. */
  private readonly savedHandle: string;

  constructor(clique: Clique) {
    this.name = clique.name;
    this.handle = this.savedHandle = clique.handle ?? '';
    this.description = clique.description;
    this.visibility = clique.visibility;
    this.joinPolicy = clique.joinPolicy;
    this.membersCanInvite = clique.membersCanInvite;
    this.postingPolicy = clique.postingPolicy;
    this.rules = clique.rules.map((rule) => ({ ...rule }));
    this.questions = [...clique.questions];
    this.topics = [...clique.topics];
    makeAutoObservable(this, {}, { autoBind: true });
  }

  set<K extends 'name' | 'handle' | 'description' | 'visibility' | 'joinPolicy' | 'membersCanInvite' | 'postingPolicy'>(
    field: K,
    value: SettingsFormStore[K],
  ): void {
    (this as SettingsFormStore)[field] = value;
    this.problem = '';
  }

  addRule(): void {
    if (this.rules.length < cliqueLimits.rules) this.rules.push({ title: '', body: '' });
  }

  setRule(index: number, change: Partial<CliqueRule>): void {
    const rule = this.rules[index];
    if (rule) this.rules[index] = { ...rule, ...change };
  }

  removeRule(index: number): void {
    this.rules.splice(index, 1);
  }

  addQuestion(): void {
    if (this.questions.length < cliqueLimits.questions) this.questions.push('');
  }

  setQuestion(index: number, value: string): void {
    this.questions[index] = value;
  }

  removeQuestion(index: number): void {
    this.questions.splice(index, 1);
  }

  setTopicDraft(value: string): void {
    this.topicDraft = value;
  }

  /** Adds the typed topic (once; at most cliqueLimits.topics). */
  addTopic(): void {
    const topic = this.topicDraft.trim();
    if (!topic || this.topics.includes(topic) || this.topics.length >= cliqueLimits.topics) return;
    this.topics.push(topic);
    this.topicDraft = '';
  }

  removeTopic(topic: string): void {
    this.topics = this.topics.filter((t) => t !== topic);
  }

  setCover(cover: string | null): void {
    this.coverImage = cover;
  }

  /** The body to send, or null (with `problem` set) when the form does not hold. */
  body(): UpdateCliqueBody | null {
    const name = this.name.trim();
    if (!name) return this.fail('A clique needs a name');
    if (!policyFits(this.visibility, this.joinPolicy))
      return this.fail(
        this.joinPolicy === 'open'
          ? 'Anyone may join only a public clique'
          : 'Requests to join need a public or private clique',
      );
    const rules = this.rules
      .map((rule) => ({ title: rule.title.trim(), body: rule.body.trim() }))
      .filter((rule) => rule.title || rule.body);
    if (rules.some((rule) => !rule.title)) return this.fail('Every rule needs a title');
    const handle = this.handle.trim();
    const handleChanged = handle !== this.savedHandle;
    if (handleChanged && !handleShape.test(handle))
      return this.fail('A handle is 1 to 30 lowercase letters, digits or underscores');
    this.problem = '';
    return {
      name,
      description: this.description.trim(),
      visibility: this.visibility,
      joinPolicy: this.joinPolicy,
      membersCanInvite: this.membersCanInvite,
      postingPolicy: this.postingPolicy,
      rules,
      questions: this.questions.map((q) => q.trim()).filter(Boolean),
      topics: this.topics,
      ...(this.coverImage !== undefined ? { coverImage: this.coverImage } : {}),
      ...(handleChanged ? { handle } : {}),
    };
  }

  private fail(problem: string): null {
    this.problem = problem;
    return null;
  }
}
