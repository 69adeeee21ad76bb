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
