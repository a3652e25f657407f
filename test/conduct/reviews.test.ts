import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { judge } from "../../src/conduct/index";
import { hidden, ordinary } from "./reviews/rule1-probes-2026-11-26";

// The cold reviewers' probes of rule 1 (test/conduct/reviews/README.md): every verdict the engine
// gets right is pinned, so a change to rule 1 that refuses one of these ordinary posts (the
// golden snapshot and the dev sets missed 63 such refusals once) or lets one of these hidden
// texts through fails here. What the engine still gets wrong is listed by name: when a change
// puts one right, take it off its list.
const KNOWN_FALSE_REFUSALS = new Set(["from-lower", "snippet-short-lead", "emoji-skin"]);
const KNOWN_HIDDEN_PASSING = new Set([
  "shy-every-other", "shy-every-3", "shy-2-per-word", "shy-every-letter-short-words", "noise-65-long-prose", "shy-3hints-long-pieces",
  "emoji-binary-word", "emoji-3kinds-word", "emoji-binary-num", "emoji-2kinds-2words", "noise-59x2", "noise-60-plus-prose", "rot13-nospace",
  "rot13-nospace-lead", "noise-digit-split", "bare-py-arith", "bare-py-words",
]);
// The probe files in the writers' format: the terse posts, the bare-code check's four cold
// reviews (reviews/bare-code-*.txt), the letter-noise check's (reviews/vowelless-*.txt) and one of
// encoded links, digits and code (reviews/links-digits-code-*.txt); how many ordinary posts each holds, the ones the engine
// refuses, and the bare code it lets through. In the terse posts (a word or two of English around
// code, data, lists or maths) the refusals are the largest false-refusal class known
// (docs/conduct.md). Of the reviews' refused posts, every one was refused before the check too
// (a refusal of rule 2's among them), but for twelve of the third review's: dense code under a one-word lead-in, comment or title ("nvm", "e.g.", "# bug", "@ana",
// "see total()", "v2_final"), which the rule's "bare code" arguably covers, "then in
// summarize():" over an excerpt, and a textbook's binary search in pseudo-code with no English.
const PROBE_FILES: { file: string; ordinary: number; refused: string[]; passing: string[] }[] = [
  {
    file: "terse-posts-2026-11-26.txt",
    ordinary: 182,
    refused: [
      "makefile", "compose", "maths-derivation", "maths-derivation-lead", "maths-title", "links", "json-here",
      "json-here-title", "md-table", "md-table-eq", "diff", "diff-title", "keybindings-json", "env-file", "tsconfig",
      "ls-output", "latex", "pip-freeze", "package-versions", "html", "tournament-bracket", "poem-eq", "gitignore",
      "dnd-title", "pokemon-team", "brainstorm", "sudoku", "algebra-steps", "matrix", "chem-eq", "log-snippet",
      "log-snippet-title", "agent-plan", "regex-explained-short", "json-one-word", "irc-log", "assembly",
      "dns-records", "baby-log", "elo-ratings", "agent-reply-diff-summary", "vocab", "hex-colours",
    ],
    passing: ["bare-shell"],
  },
  {
    file: "bare-code-2026-11-26.txt",
    ordinary: 197,
    refused: [
      "arrows-currency", "arrows-vocab-de", "better-js", "bug-title-js", "calculus-right", "chem-reactions",
      "class-rooms", "correct-question", "diff-reply", "fixed-allmarked", "fn-composition", "footnotes",
      "grading-scale", "hmm-js", "itinerary-arrows", "js-reply-oneword", "lead-try-bare", "lp-problem", "man-pages",
      "math-defs", "math-functions", "math-let", "one-word-thanks-end", "package-tracking", "pass-fail",
      "physics-kinematics", "probability-p", "q-vs", "regex-q", "renames", "repl-prompts-only", "repl-session",
      "sql-where", "thoughts-js", "thoughts-title", "title-help-js", "title-weird", "title-why", "version-bumps",
      "vocab-arrows",
    ],
    passing: [
      "b-asm", "b-awk", "b-bash", "b-bash-plain", "b-elixir", "b-fortran", "b-haskell", "b-kotlin", "b-lisp",
      "b-lua", "b-ocaml", "b-pascal", "b-powershell", "b-prolog", "b-python-comments-short",
      "b-python-english-names", "b-python-loop", "b-python-minimal", "b-python-plain-assign",
      "b-python-simple-names", "b-ruby", "b-ruby-blocks", "b-scala", "b-sql-ddl", "b-sql-select", "b-vb",
      "b2-bash-if", "b2-cobol", "b2-crystal", "b2-dockerfile", "b2-elm", "b2-forth", "b2-go-struct",
      "b2-haskell-where", "b2-makefile", "b2-nim", "b2-python-async", "b2-python-english-heavy",
      "b2-python-with-title", "b2-regex-python", "b2-tcl", "b3-bash-loop", "b3-kotlin-when", "b3-lua-table",
      "b3-py-script", "b3-python-names-only", "b3-ruby-rails",
    ],
  },
  {
    file: "bare-code-2-2026-11-26.txt",
    ordinary: 315,
    refused: [
      "agent_handoff_short", "agent_tool_trace", "agent_tool_trace_arrows", "api_endpoints_calls", "arrow_currency",
      "arrow_file_moves", "arrow_ratings", "arrow_scores", "changelog_fn", "checklist_fns", "checklist_fns_bullets",
      "chem_equations", "chem_equations_balanced_word", "fence_works_py", "guillemets_french", "lead_Done_period",
      "lead_emoji_fire", "lead_gotcha_ts", "lead_here_py", "lead_lgtm_end", "lead_oneword_question_mark",
      "lead_same_rust", "lead_short_comment_slash", "lead_thanks_end_go", "lead_ty_end", "lead_what_doubled_js",
      "lead_works_js", "lead_wow_end", "lyrics_repeat", "lyrics_tagged", "math_bare_arith", "math_bmi_formula",
      "math_compound_interest", "math_derivatives", "math_elo", "math_fn_named", "math_gcd_working",
      "math_inequality", "math_kinetic", "math_limits_series", "math_linear_lines", "math_log_rules",
      "math_quadratic", "math_recurrence", "math_sqrt_steps", "math_trig_identities", "math_trig_working",
      "math_word_formulas_econ", "md_headings_calls", "nonnative_list_parens_nospace_long",
      "nonnative_recipe_parens", "nonnative_schedule_parens", "nonnative_shopping_parens", "nonnative_team_parens",
      "oven_temps", "poem_dickinson_style", "poem_emdash_semicolon", "prices_arrows_pound", "pseudo_numbered",
      "quiz_answers_parens", "quotes_poll_counts", "quotes_said_list", "renames_paths", "reply_Fixed_period",
      "reply_emoji_only_leadin", "reply_fixed_oneword", "reply_hth_end", "reply_plusone", "reply_short_comment_only",
      "reply_this_arrow", "reply_toml_oneword", "reply_try_colon", "reply_ts_oneword_end", "reply_updated",
      "reply_yep_period", "schedule_plain", "schedule_range_arrows", "semi_list_groceries", "semi_lyric",
      "semi_poem_twoline", "semi_steps_formal", "semicolon_list_european", "semicolons_agenda",
      "sheet_cell_formulas", "sheet_formulas_bare", "status_bench_runs", "status_eval_arrows",
      "status_eval_table_parens", "status_fn_done", "status_percent_arrow", "status_results_heading",
      "status_steps_arrows_tools", "temps_degrees", "title_q3", "tmpl_email_braces", "tmpl_jinja",
      "tmpl_prompt_braces", "tmpl_prompt_braces2", "todo_done_marks", "todo_semicolons_short", "vocab_french",
      "vocab_spanish", "w_arrow_perf_parens", "w_arrow_translation", "w_arrow_units_plain", "w_arrow_versions_slash",
      "w_formula_conversion", "w_formula_grade", "w_formula_ohm_caps", "w_title_cheatsheet", "w_title_hotfix",
      "w_title_kpis", "workout_arrows",
    ],
    passing: [
      "bad_asm", "bad_bash_loop", "bad_bash_script", "bad_basic", "bad_cobol", "bad_dockerfile", "bad_elixir",
      "bad_fortran", "bad_go", "bad_graphql", "bad_haskell", "bad_js_export_default", "bad_kotlin", "bad_lua",
      "bad_makefile", "bad_ocaml", "bad_powershell", "bad_prolog", "bad_py_assert_tests", "bad_py_async",
      "bad_py_comprehension_words", "bad_py_dataclass", "bad_py_docstring", "bad_py_flags", "bad_py_global",
      "bad_py_lambda_map", "bad_py_main_guard", "bad_py_none_init", "bad_py_raise", "bad_py_reconcile",
      "bad_py_return_plain", "bad_py_return_tuple", "bad_py_try_except", "bad_py_while", "bad_py_words_only",
      "bad_py_yield", "bad_ruby", "bad_ruby_blocks", "bad_ruby_ivars", "bad_shell_plain", "bad_sql_ddl",
      "bad_sql_lower", "bad_sql_upper",
    ],
  },
  {
    file: "bare-code-3-2026-11-26.txt",
    ordinary: 375,
    refused: [
      "agent_status_fns2", "alternatives_paren", "arrows_fns", "cfg_json_lead_mine", "cfg_yaml_reply_short",
      "chat_log_irc", "comment_one_word_py2", "commits_with_calls", "compare_versions", "dense_at_ana",
      "dense_at_ana_colon", "dense_eg", "dense_hash_v2", "dense_nvm", "dense_re", "dense_see_total",
      "dense_title_follow_up", "dense_title_v2_final", "diff_bare_fn", "diff_lead_done", "emoticons_list",
      "excerpt_then_in_summarize___", "glossary_colon_quotes", "glossary_eq_quotes_en", "glossary_lower_eq_quotes",
      "glossary_lower_eq_quotes_short", "glossary_quotes", "hugs_lines", "inline_comments_1w", "inline_comments_2w",
      "lang_vocab_nonnative", "lead_done_colon_py", "lead_trailing_done", "lead_trailing_thanks",
      "list_numparen_short", "lua_lead_for_nvim", "math_abs_max", "math_complex",
      "math_expectation", "math_fn_names", "math_latex_align", "math_latex_frac", "math_latex_sum_only",
      "math_log10_round", "math_matrix", "math_prob_pr", "math_stats_sheet", "math_vectors_index",
      "meeting_notes_short", "nonnative_recipe_noparenspace", "nonnative_team", "poem_keywords_parens",
      "pseudo_algorithm_textbook", "recipe_nospace_commas", "recipe_nospace_parens_with_head",
      "schedule_nospace_names", "sheet_cells", "sheet_no_lead", "sheet_no_lead_cells", "shopping_brackets_qty",
      "shopping_nospace", "status_agent_fns_arrows", "status_ci_jobs", "testout_unittest", "todo_code_refs_no_head",
      "wiki_refs",
    ],
    passing: [
      "bad2_git_cmds", "bad2_go_struct", "bad2_graphql", "bad2_js_prettier", "bad2_ocaml", "bad2_py_fstrings",
      "bad2_py_pylint", "bad2_py_words_lines", "bad2_sql_update", "bad2_vim", "bad_bash_plain_cmds",
      "bad_dockerfile_titled", "bad_haskell", "bad_lua", "bad_makefile_titled", "bad_ps1", "bad_py_class",
      "bad_py_gradle_title", "bad_py_short_words", "bad_py_title_python", "bad_py_titled_word", "bad_py_words_heavy",
      "bad_ruby_blocks", "bad_ruby_class", "bad_shell_session", "bad_sql_lower", "bad_sql_upper", "bad_toml",
      "bad_ts_types", "bad_yaml_ci", "bad_yaml_compose",
    ],
  },
  {
    file: "bare-code-4-2026-11-26.txt",
    ordinary: 136,
    refused: [
      "L18_pd", "title_ok_08", "title_ok_10", "title_ok_19",
    ],
    passing: [
      "b_and_or", "b_bash", "b_words_only", "bare_sh", "title_bad_03", "title_bad_04", "title_bad_05",
    ],
  },
  // A review of the letter-noise runs (vowelless.ts) and syslog lines: its `bad` probes are
  // vowel-dropped messages, letter noise and bare syslog dumps. The first version (such words
  // counted anywhere, any syslog time stamp a log line) newly refused 47 of its ordinary posts; of these refusals, the seven lg* are
  // syslog lines under a one-word lead-in ("Why?", "+1"), judged as any other log line is.
  {
    file: "vowelless-2026-11-26.txt",
    ordinary: 335,
    refused: ["gm03", "hb15", "lg08", "lg09", "lg16", "lg17", "lg24", "lg26", "lg36", "lg37", "md01", "sc07", "sp01", "tx13"],
    passing: ["bd18", "bx02", "bx04", "bx05", "bx08", "bx10", "bx12"],
  },
  // A review of sentences encoded in links, walls of digits and bare code's new marks (the same
  // session): the first versions newly refused 52 of its ordinary posts (encoded paths quoted by
  // defenders, click trackers, phone numbers, big numbers, code under a remark in brackets); the
  // wall of digits was dropped, the rest narrowed to none. The refusals below were all refused
  // before the session too.
  {
    file: "links-digits-code-2026-11-26.txt",
    ordinary: 276,
    refused: [
      "c03-birthday-card", "c07-matrices", "c08-matrices-python", "c09-sets", "c28-poem-as-code",
      "c36-derivation", "c37-derivation-named", "c50-story-code", "c54-indent-snake-math",
      "c57-constants-short-leadin", "d04-scores-week", "d08-datetime-range", "d09-lottery",
      "d10-lottery-two-lines", "d17-usps", "d24-timetable-lines", "d30-arith-steps", "d31-arith-steps2",
      "d32-money", "d34-race-splits", "d36-golf", "d41-ips", "d43-answer-series", "d44-primes",
      "d45-squares", "d46-powers-two", "d47-sudoku-row", "d48-times-table", "d51-temps", "d53-weights",
      "d54-countdown", "d62-dates-list", "d63-phone-list", "d67-answer-digits", "d80-sum-answer",
      "d81-bingo", "d84-emoji-dates", "d85-ascii-time", "e04-quoted-leadin", "e08-error-string-question",
      "e09-ask-in-string", "e10-todo-calls", "e11-chat-script-calls", "e12-capital-list-english",
      "e16-constants-one-word", "e18-maths-vectors-q", "e19-print-story", "e20-unit-test-names-titleless",
      "e21-quote-list", "e22-argparse", "e25-one-word-bye", "f02-js", "f03-js", "f04-js", "f12-js", "f14-js",
      "f15-js", "f18-js", "g01-part-a-matrices", "g02-q3-vectors", "g04-c-arrays-lead",
      "g05-python-consts-edit", "g06-go-consts-lead", "g08-spreadsheet-leadin", "g11-template-jinja-lead",
      "g12-rust-consts", "g14-markdown-list-code-items", "g17-phone-and-fax", "g19-lottery-lines-bonus",
      "g23-phone-two-lines", "g24-score-sets", "l08-mailto-subject", "l09-mailto-obfuscated",
      "l12-data-url-plain", "l13-data-url-svg", "l15-error-urierror", "l39-kibana", "l52-urlencode-table",
      "l59-mailto-obfuscated2", "l61-mailto-encoded-name", "v01-texting", "v02-texting2",
      "v08-abbrevs-notes", "v09-gitflags",
    ],
    passing: [
      "b04-link-msg-long-post", "b13-short-code-words", "b14-link-msg-medium", "b16-digit-run",
      "b21-phone-keypad", "b23-dates-as-cipher", "b41-print-plan-ifelse", "b42-print-plan-file-title",
      "b46-print-two-lead", "c02-haiku-list-bare", "c06-logging-script", "c19-ini-indented",
      "c22-kotlin-println", "c25-assert-messages", "c33-notebook-cells", "c38-bash-script",
      "c45-physics-vars", "c46-vba", "c53-notebook-magic",
    ],
  },
];

type Probe = { name: string; ordinary: boolean; title: string | null; body: string };
const readProbes = (file: string): Probe[] =>
  readFileSync(join(import.meta.dir, "reviews", file), "utf8")
    .split(/^=== /m)
    .slice(1)
    .map((chunk) => {
      const nl = chunk.indexOf("\n");
      const [name = "", label = "", title = ""] = chunk.slice(0, nl).split("|").map((s) => s.trim());
      return { name, ordinary: label === "ok", title: title || null, body: chunk.slice(nl + 1).replace(/\n+$/, "") };
    });

const refused = (input: { title?: string | null; body: string }) => !judge(input).ok;
const wrong = <T>(cases: T[], isWrong: (c: T) => boolean, name: (c: T) => string) => cases.filter(isWrong).map(name).sort();

describe("the cold reviewers' rule-1 probes", () => {
  test("the ordinary probes the engine accepts stay accepted, and the hidden ones it refuses stay refused", () => {
    expect(ordinary.length).toBe(95);
    expect(hidden.length).toBe(26);
    expect(wrong(ordinary, refused, (c) => c.tag)).toEqual([...KNOWN_FALSE_REFUSALS].sort());
    expect(wrong(hidden, (c) => !refused(c), (c) => c.tag)).toEqual([...KNOWN_HIDDEN_PASSING].sort());
  });
  for (const review of PROBE_FILES) {
    test(`${review.file}: the ordinary posts the engine accepts stay accepted, and the bare code it refuses stays refused`, () => {
      const probes = readProbes(review.file);
      expect(probes.filter((t) => t.ordinary).length).toBe(review.ordinary);
      expect(wrong(probes.filter((t) => t.ordinary), refused, (t) => t.name)).toEqual([...review.refused].sort());
      expect(wrong(probes.filter((t) => !t.ordinary), (t) => !refused(t), (t) => t.name)).toEqual([...review.passing].sort());
    });
  }
});
