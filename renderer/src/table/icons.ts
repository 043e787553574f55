// Which game-icons picture stands for which thing on the table. The data names kinds by id
// ("mushroom", "red-fish", "clock"); the table finds a picture by the words in that id, so new
// content gets a sensible picture without a code change, and a generic token when nothing matches.
// Colour is never the only difference: each fish colour has its own silhouette and a pattern mark.
import type { Component } from 'vue';
import IconClownfish from '~icons/game-icons/clownfish';
import IconTropicalFish from '~icons/game-icons/tropical-fish';
import IconFlatfish from '~icons/game-icons/flatfish';
import IconPorcupinefish from '~icons/game-icons/porcupinefish';
import IconSchoolOfFish from '~icons/game-icons/school-of-fish';
import IconSeaStar from '~icons/game-icons/sea-star';
import IconMushrooms from '~icons/game-icons/mushrooms';
import IconSnail from '~icons/game-icons/snail';
import IconFeather from '~icons/game-icons/feather';
import IconAcorn from '~icons/game-icons/acorn';
import IconFlowers from '~icons/game-icons/flowers';
import IconHerbs from '~icons/game-icons/herbs-bundle';
import IconBerries from '~icons/game-icons/berries-bowl';
import IconRope from '~icons/game-icons/rope-coil';
import IconCloth from '~icons/game-icons/rolled-cloth';
import IconCog from '~icons/game-icons/cog';
import IconNails from '~icons/game-icons/nails';
import IconMetalBar from '~icons/game-icons/metal-bar';
import IconPlanks from '~icons/game-icons/planks';
import IconStonePile from '~icons/game-icons/stone-pile';
import IconSpade from '~icons/game-icons/spade';
import IconTorch from '~icons/game-icons/torch';
import IconAlarmClock from '~icons/game-icons/alarm-clock';
import IconGloves from '~icons/game-icons/gloves';
import IconHealthPotion from '~icons/game-icons/health-potion';
import IconRoundFlask from '~icons/game-icons/round-bottom-flask';
import IconMagicPotion from '~icons/game-icons/magic-potion';
import IconPotionBall from '~icons/game-icons/potion-ball';
import IconLantern from '~icons/game-icons/lantern-flame';
import IconCrowbar from '~icons/game-icons/crowbar';
import IconKey from '~icons/game-icons/key';
import IconFishingPole from '~icons/game-icons/fishing-pole';
import IconWrench from '~icons/game-icons/wrench';
import IconGems from '~icons/game-icons/gems';
import IconXp from '~icons/game-icons/star-medal';
import IconPalmTree from '~icons/game-icons/palm-tree';
import IconWheelbarrow from '~icons/game-icons/wheelbarrow';
import IconCarnivalMask from '~icons/game-icons/carnival-mask';
import IconForest from '~icons/game-icons/berry-bush';
import IconFizzingFlask from '~icons/game-icons/fizzing-flask';
import IconShop from '~icons/game-icons/shop';
import IconGoldMine from '~icons/game-icons/gold-mine';
import IconCrowNest from '~icons/game-icons/crow-nest';
import IconToken from '~icons/game-icons/round-star';

export interface Picture {
  icon: Component;
  /** a pattern drawn over the icon so colour is never the only difference */
  mark?: 'stripes' | 'dots' | 'ring' | 'none';
}

const FISH: [RegExp, Picture][] = [
  [/star/, { icon: IconSeaStar, mark: 'none' }],
  [/red|coral|crimson/, { icon: IconClownfish, mark: 'stripes' }],
  [/yellow|gold|amber/, { icon: IconPorcupinefish, mark: 'dots' }],
  [/blue|teal|green/, { icon: IconTropicalFish, mark: 'ring' }],
  [/grey|gray|silver|white|brown/, { icon: IconFlatfish, mark: 'none' }],
];

const THINGS: [RegExp, Component][] = [
  [/mushroom|fung/, IconMushrooms],
  [/snail|slug/, IconSnail],
  [/feather/, IconFeather],
  [/acorn|nut|seed/, IconAcorn],
  [/flower|petal|blossom/, IconFlowers],
  [/herb|leaf|weed|moss/, IconHerbs],
  [/berr/, IconBerries],
  [/rope|twine|string/, IconRope],
  [/cloth|fabric|sail|rag/, IconCloth],
  [/cog|gear|spring/, IconCog],
  [/nail|bolt|screw/, IconNails],
  [/metal|iron|copper|tin|wire/, IconMetalBar],
  [/wood|plank|timber|drift/, IconPlanks],
  [/stone|rock|glass|brick/, IconStonePile],
  [/shovel|spade/, IconSpade],
  [/torch/, IconTorch],
  [/clock|watch/, IconAlarmClock],
  [/glove/, IconGloves],
  [/life|heal|health/, IconHealthPotion],
  [/pep|energy|tonic/, IconRoundFlask],
  [/xp|wisdom|experience/, IconMagicPotion],
  [/brew|potion|elixir/, IconPotionBall],
  [/lantern|lamp/, IconLantern],
  [/crowbar|pry/, IconCrowbar],
  [/key/, IconKey],
  [/rod|pole|net|hook/, IconFishingPole],
  [/wrench|tool/, IconWrench],
  [/gem/, IconGems],
];

const LOCATIONS: [RegExp, Component][] = [
  [/coppersand|beach|sand/, IconPalmTree],
  [/scrap/, IconWheelbarrow],
  [/carnival/, IconCarnivalMask],
  [/burrow|glade/, IconForest],
  [/chemist/, IconFizzingFlask],
  [/market/, IconShop],
  [/miner|mine|guild/, IconGoldMine],
  [/crow|nest/, IconCrowNest],
];

/** The picture for a fish, forageable, material or item kind id. */
export function pictureFor(kind: string): Picture {
  const id = kind.toLowerCase();
  if (/fish|star/.test(id)) {
    for (const [re, pic] of FISH) if (re.test(id)) return pic;
    return { icon: IconSchoolOfFish, mark: 'none' };
  }
  for (const [re, icon] of THINGS) if (re.test(id)) return { icon, mark: 'none' };
  return { icon: IconToken, mark: 'none' };
}

/** The picture on a Location card's banner. */
export function locationPicture(id: string): Component {
  const key = id.toLowerCase();
  for (const [re, icon] of LOCATIONS) if (re.test(key)) return icon;
  return IconToken;
}

export { IconXp, IconGems };
