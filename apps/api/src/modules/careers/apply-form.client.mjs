// The position page's script (the page and its form work without it): the chosen resume fills the
// form's EMPTY name, email and phone fields (never one the person typed), and the application is
// sent with a progress bar; the server's answer page takes the place of the page's main part, as
// the browser would show it without this script. Served by the API as a same-origin static file
// (CSP script-src 'self'), deferred, cached for good under a name that carries its hash.
(() => {
  const FIELDS = ['firstName', 'lastName', 'email', 'phone'];

  /** The sentence of a field: the server's markup (`<p class="error" id="{name}-error">`). */
  function fieldError(form, name, message) {
    const input = form.elements[name];
    let note = document.getElementById(`${name}-error`);
    if (!message) {
      if (note) note.remove();
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      return;
    }
    if (!note) {
      note = document.createElement('p');
      note.className = 'error';
      note.id = `${name}-error`;
      input.before(note);
    }
    note.textContent = message;
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', note.id);
  }

  function enhance(kept) {
    const form = document.querySelector('form[data-resume-fields]');
    if (!form) return;
    const say = JSON.parse(form.dataset.messages);
    const resume = form.elements.resume;
    const resumeStatus = document.getElementById('resume-status');
    const progress = document.getElementById('send-progress');
    const sendStatus = document.getElementById('send-status');
    const button = form.querySelector('button[type=submit]');
    // The resume chosen before the answer page (when the page did not refuse it): still chosen.
    if (kept && !document.getElementById('resume-error')) {
      try {
        resume.files = kept;
      } catch {
        // An older browser: the person chooses it again.
      }
    }

    resume.addEventListener('change', () => {
      const file = resume.files?.[0];
      if (!file) return;
      const body = new FormData();
      body.append('formToken', form.elements.formToken.value);
      body.append('resume', file, file.name);
      resumeStatus.textContent = say.reading;
      fetch(form.dataset.resumeFields, { method: 'POST', body })
        .then((response) => response.json().then((answer) => ({ ok: response.ok, answer })))
        .then(({ ok, answer }) => {
          if (!ok) {
            resumeStatus.textContent = '';
            // A refusal of the file shows on its field now; any other (a limit) waits for sending.
            if (answer.fields?.resume) fieldError(form, 'resume', answer.fields.resume);
            return;
          }
          fieldError(form, 'resume', '');
          let filled = 0;
          for (const name of FIELDS) {
            const input = form.elements[name];
            // Asked when the answer comes: what was typed meanwhile stays.
            if (answer[name] && input.value.trim() === '') {
              input.value = answer[name];
              filled += 1;
            }
          }
          resumeStatus.textContent = filled ? say.filled : '';
        })
        .catch(() => {
          resumeStatus.textContent = '';
        });
    });

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const files = resume.files;
      const request = new XMLHttpRequest();
      request.open('POST', form.action);
      progress.value = 0;
      progress.hidden = false;
      sendStatus.textContent = say.uploading;
      button.disabled = true;
      request.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable) progress.value = Math.round((e.loaded / e.total) * 100);
      });
      const failed = () => {
        progress.hidden = true;
        button.disabled = false;
        sendStatus.textContent = say.failed;
      };
      request.addEventListener('error', failed);
      request.addEventListener('load', () => {
        const page = new DOMParser().parseFromString(request.responseText, 'text/html');
        const main = page.querySelector('main');
        if (!main) return failed();
        document.title = page.title;
        document.querySelector('main').replaceWith(document.adoptNode(main));
        // Where the person reads on: the refusals above the form, or the answer's heading.
        const next = main.querySelector('[role=alert]') ?? main.querySelector('h1');
        if (next) {
          next.tabIndex = -1;
          next.focus();
        }
        enhance(files);
      });
      request.send(new FormData(form));
    });
  }

  enhance(null);
})();
