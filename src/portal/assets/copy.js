// Developer portal behaviour, served from /portal/assets/copy.js (no inline scripts: the CSP forbids them).
// Copy buttons copy the text of the element named by data-copy; forms with data-confirm ask first.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('button[data-copy]') : null;
  if (!button) return;
  const source = document.getElementById(button.getAttribute('data-copy') || '');
  if (!source) return;
  const label = button.textContent;
  navigator.clipboard.writeText(source.textContent || '').then(
    () => {
      button.textContent = 'Copied';
      setTimeout(() => {
        button.textContent = label;
      }, 1500);
    },
    () => {
      // Clipboard refused (e.g. an insecure origin): select the text so the user can copy it.
      const range = document.createRange();
      range.selectNodeContents(source);
      const selection = window.getSelection();
      if (selection) {
        selection.removeAllRanges();
        selection.addRange(range);
      }
    },
  );
});

document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const question = form.getAttribute('data-confirm');
  if (question && !window.confirm(question)) event.preventDefault();
});

// Place fields with data-places (the playground): suggestions from the gazetteer as the user types;
// picking one fills in the form's latitude and longitude, which are what the chart uses.
const placeChoices = new Map();
let placeTimer = 0;
document.addEventListener('input', (event) => {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.dataset.places) return;
  const form = input.form;
  const chosen = placeChoices.get(input.value);
  if (chosen && form) {
    form.elements.namedItem('latitude').value = String(chosen.latitude);
    form.elements.namedItem('longitude').value = String(chosen.longitude);
    return;
  }
  clearTimeout(placeTimer);
  const q = input.value.trim();
  if (q.length < 2) return;
  placeTimer = setTimeout(() => {
    fetch(`${input.dataset.places}?q=${encodeURIComponent(q)}`, { credentials: 'same-origin' })
      .then((res) => (res.ok ? res.json() : { places: [] }))
      .then((body) => {
        const list = document.getElementById(input.getAttribute('list') || '');
        if (!list) return;
        placeChoices.clear();
        list.replaceChildren(
          ...body.places.map((p) => {
            const label = [p.name, p.region, p.country].filter(Boolean).join(', ');
            placeChoices.set(label, p);
            const option = document.createElement('option');
            option.value = label;
            option.textContent = `${p.latitude}, ${p.longitude} · ${p.timezone}`;
            return option;
          }),
        );
      })
      .catch(() => {});
  }, 150);
});
