// The rules' version, written into shared campaign files and post-game reviews (issue 25). Raise it whenever a change
// to the rules or the bots can change what an action does or what the advisor estimates: a review made under an
// older version is then marked as such and can be redone.
export const ENGINE_VERSION = '2026.12.2';
