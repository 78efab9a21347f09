"""The command ``python -m mouche sources``: the coverage report, the id lock, the exports.

With no option it validates the source data and prints the clause-to-engine
report ([`mouche.edition.coverage`][mouche.edition.coverage]); ``--check-lock`` checks the id lock,
``--update-lock`` adds new ids to it and ``--update-lock --accept ID`` accepts
the corrected text of a published id ([`mouche.edition.lock`][mouche.edition.lock]).
``--tei ID`` prints a source as TEI P5 ([`mouche.edition.tei`][mouche.edition.tei]), ``--text ID``
its reading as plain text (``--translation en``/``ru``: our translation;
[`mouche.edition.plaintext`][mouche.edition.plaintext]), and ``--export DIR`` writes both for every
source in hand.  Links in them use ``MOUCHE_SITE_URL`` (or ``--site-url``).  Also
run as ``python -m mouche.edition``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from mouche.cli_io import OneLineParser, argparse_speaks, wanted_language
from mouche.edition.coverage import mapping_report
from mouche.edition.exports import export, export_one
from mouche.edition.loading import load_library
from mouche.edition.lock import (
    LOCK_FILE,
    LOCK_KINDS,
    check_lock,
    fingerprints,
    read_lock,
    update_lock,
)
from mouche.edition.model import SourceError
from mouche.errors import message_of, one_line
from mouche.messages import LANGUAGES, N_

__all__ = ["main"]


def main(
    argv: Sequence[str] | None = None,
    out: Callable[[str], None] | None = None,
    err: Callable[[str], None] | None = None,
) -> int:
    """``python -m mouche sources``: coverage report, lock check or lock update.

    What is asked for goes to ``out`` (standard output), a refusal to ``err`` (standard
    error), so that ``--tei ID > file`` never saves an error as the file.  ``--lang`` is the
    language of the messages, as for every command; ``--translation`` the one wanted of
    ``--text``.  Returns the exit status: 0 when all is well, 1 on errors.
    """
    write = out if out is not None else (lambda s: print(s))
    refuse = err if err is not None else (lambda s: print(s, file=sys.stderr))
    words = list(sys.argv[1:] if argv is None else argv)
    lang = wanted_language(words)
    with argparse_speaks(lang):
        args = _parser().parse(words, lang)
    try:
        library = load_library(args.sources)
    except SourceError as e:
        refuse("The source data has errors:")
        refuse("\n".join(f"  {one_line(p)}" for p in e.problems))
        return 1
    if args.export or args.tei or args.text:
        try:
            if args.export:
                written = export(library, args.export, args.site_url)
                text = f"{len(written)} files written to {args.export}"
            else:
                text = export_one(library, args.tei, args.text, args.translation, args.site_url)
        except (KeyError, ValueError, OSError) as e:
            keyed = isinstance(e, KeyError) and e.args
            refuse(f"error: {one_line(str(e.args[0])) if keyed else one_line(message_of(e))}")
            return 1
        write(text)
        return 0
    lock_path = library.root / LOCK_FILE
    if args.update_lock:
        added, problems = update_lock(library, lock_path, args.accept)
        if problems:
            write("The lock was not updated:")
            write("\n".join(f"  {one_line(p)}" for p in problems))
            return 1
        write(
            f"{len(added)} ids added to {lock_path.name}"
            + (": " + ", ".join(added) if added else "")
        )
        return 0
    if args.check_lock:
        problems = check_lock(library, read_lock(lock_path))
        now = fingerprints(library)
        locked = read_lock(lock_path)
        new = [i for k in LOCK_KINDS for i in now[k] if i not in locked[k]]
        for p in problems:
            write(one_line(p))
        if new:
            write(f"{len(new)} ids not yet locked (run --update-lock): {', '.join(new)}")
        if not problems:
            write("id lock: ok")
        return 1 if problems else 0
    report = mapping_report(library)
    write(report.to_text(library, lang))
    return 0 if report.ok else 1


def _parser() -> OneLineParser:
    """The parser of ``python -m mouche sources`` (its help texts: message ids)."""
    parser = OneLineParser(
        prog="python -m mouche sources",
        description=N_("Validate the source data and report the clause-to-engine mapping."),
    )
    parser.add_argument("--sources", type=Path, default=None, help=N_("sources folder"))
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        metavar="|".join(LANGUAGES),
        help=N_(
            "the language of rulings, refusals and messages (default: the locale's, "
            "from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else English)"
        ),
    )
    parser.add_argument("--check-lock", action="store_true", help=N_("check the published-id lock"))
    parser.add_argument(
        "--update-lock", action="store_true", help=N_("add new ids to sources/published-ids.toml")
    )
    parser.add_argument(
        "--accept",
        action="append",
        default=[],
        metavar="ID",
        help=N_("with --update-lock: accept the changed text of this published id"),
    )
    exports = parser.add_argument_group(N_("exports"))
    exports.add_argument("--tei", metavar="ID", help=N_("print the TEI P5 document of source ID"))
    exports.add_argument("--text", metavar="ID", help=N_("print the plain text of source ID"))
    exports.add_argument(
        "--translation",
        default="",
        metavar="LANG",
        help=N_("with --text: our translation (en, ru) instead of the original"),
    )
    exports.add_argument(
        "--export", type=Path, metavar="DIR", help=N_("write TEI and plain text of every source")
    )
    exports.add_argument(
        "--site-url", help=N_("the site's public address (default: $MOUCHE_SITE_URL)")
    )
    return parser
