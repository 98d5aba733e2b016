#ifndef SWIFT_TUTOR_CEDITLINE_SHIM_H
#define SWIFT_TUTOR_CEDITLINE_SHIM_H
// editline/readline.h uses FILE without including stdio.h.
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>

// Swift cannot call C variadic functions (el_set, el_get, history) and, in the
// Swift 6 language mode, cannot touch C globals such as stdin/stdout. Each use
// LineEditing needs gets a fixed-argument wrapper here.

/// el_init on the process's stdin, stdout and stderr.
static inline EditLine *tutor_el_init(const char *program) {
  return el_init(program, stdin, stdout, stderr);
}

/// EL_PROMPT_ESC: `prompt` is called for every redraw; text between two
/// `ignore` characters is printed but takes no width (terminal escapes).
static inline int tutor_el_set_prompt(EditLine *el, char *(*prompt)(EditLine *), char ignore) {
  return el_set(el, EL_PROMPT_ESC, prompt, ignore);
}

/// EL_EDITOR: "emacs" or "vi".
static inline int tutor_el_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

/// EL_SIGNAL: when on, libedit restores the terminal on signals and follows SIGWINCH.
static inline int tutor_el_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

/// EL_HIST: Up/Down and incremental search use this history.
static inline int tutor_el_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

/// EL_BIND key function: binds one key sequence to a named editor function.
static inline int tutor_el_bind(EditLine *el, const char *key, const char *function) {
  return el_set(el, EL_BIND, key, function, (const char *)NULL);
}

/// EL_ADDFN: makes a C function available to tutor_el_bind under `name`.
static inline int tutor_el_add_function(
    EditLine *el, const char *name, const char *help, unsigned char (*function)(EditLine *, int)) {
  return el_set(el, EL_ADDFN, name, help, function);
}

/// EL_SETTY -d flag: changes one terminal flag while a line is edited ("-isig").
static inline int tutor_el_set_edit_tty(EditLine *el, const char *flag) {
  return el_set(el, EL_SETTY, "-d", flag, (const char *)NULL);
}

/// EL_CLIENTDATA set: an opaque pointer callbacks read back with tutor_el_client_data.
static inline int tutor_el_set_client_data(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

/// EL_CLIENTDATA get.
static inline void *tutor_el_client_data(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) {
    return NULL;
  }
  return data;
}

/// EL_REFRESH: forgets what is on screen and draws the prompt and the line again at the
/// cursor's current position.
static inline int tutor_el_refresh(EditLine *el) {
  return el_set(el, EL_REFRESH);
}

/// EL_GETCFN: libedit reads each character through `getc` (1: read, 0: end, -1: error).
static inline int tutor_el_set_getc(EditLine *el, int (*getc)(EditLine *, wchar_t *)) {
  return el_set(el, EL_GETCFN, getc);
}

/// EL_PREP_TERM: 1 puts the terminal in editing mode, 0 restores the normal mode.
static inline int tutor_el_prepare_terminal(EditLine *el, int editing) {
  return el_set(el, EL_PREP_TERM, editing);
}

/// H_SETSIZE: keeps at most `size` entries.
static inline int tutor_history_set_size(History *h, HistEvent *ev, int size) {
  return history(h, ev, H_SETSIZE, size);
}

/// H_SETUNIQUE: when on, an entry equal to the previous one is not added.
static inline int tutor_history_set_unique(History *h, HistEvent *ev, int on) {
  return history(h, ev, H_SETUNIQUE, on);
}

/// H_ENTER: adds one entry.
static inline int tutor_history_enter(History *h, HistEvent *ev, const char *line) {
  return history(h, ev, H_ENTER, line);
}

/// H_LOAD: appends the entries of a file written by H_SAVE.
static inline int tutor_history_load(History *h, HistEvent *ev, const char *path) {
  return history(h, ev, H_LOAD, path);
}

/// H_SAVE: writes every entry to `path` (mode 0600), replacing the file.
static inline int tutor_history_save(History *h, HistEvent *ev, const char *path) {
  return history(h, ev, H_SAVE, path);
}

#endif
