// What the game is made of, for reading: the guide content (Locations, characters, items, quests) and the
// rules reference's sections (data/reference). Fetched once per launch; nothing here changes while the app runs.
import { defineStore } from 'pinia';
import { ref } from 'vue';
import { useApi, type RuleSection } from '../api';
import { readGuide, type Guide } from '../guide/content';
import { sentenceOf } from './errors';

export const useReferenceStore = defineStore('reference', () => {
  const guide = ref<Guide | null>(null);
  const rules = ref<RuleSection[] | null>(null);
  const error = ref<string | null>(null);
  let guideLoad: Promise<void> | null = null;
  let rulesLoad: Promise<void> | null = null;

  function loadGuide(): Promise<void> {
    guideLoad ??= useApi()
      .guide()
      .then((g) => void (guide.value = readGuide(g)))
      .catch((e) => {
        error.value = sentenceOf(e);
        guideLoad = null;
      });
    return guideLoad;
  }

  function loadRules(): Promise<void> {
    rulesLoad ??= useApi()
      .rules()
      .then((r) => void (rules.value = r))
      .catch((e) => {
        error.value = sentenceOf(e);
        rulesLoad = null;
      });
    return rulesLoad;
  }

  return { guide, rules, error, loadGuide, loadRules };
});
