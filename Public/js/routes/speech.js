// Spoken guidance through the browser's speechSynthesis, in the interface language; can be muted.

export function speaker(lang) {
  let muted = false;
  return {
    get muted() { return muted; },
    set muted(value) {
      muted = value;
      if (muted) window.speechSynthesis?.cancel();
    },
    say(text) {
      if (muted || !text || !window.speechSynthesis || typeof SpeechSynthesisUtterance === 'undefined') return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang === 'fr' ? 'fr-FR' : 'en-GB';
      window.speechSynthesis.cancel();
      window.speechSynthesis.speak(utterance);
    },
  };
}
