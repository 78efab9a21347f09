"""Command line: ``python -m mouche replay|compare|deal|simulate|hint|rulesets|sources|cite``.

Exit status: 0 for a legal record (complete or not), 1 for an illegal action,
2 for a malformed file, unknown ruleset or bad arguments, 3 for an internal error
(a bug in the engine: please report it with the input); errors are one line on
stderr, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import sys
import time
from collections.abc import Callable, Sequence
from typing import Any

from mouche.actions import said_action
from mouche.cards import SuitSaid
from mouche.citations import FORMATS as CITE_FORMATS
from mouche.cli_io import (
    OneLineParser,
    argparse_speaks,
    reader_gone,
    tolerant_output,
    wanted_language,
)
from mouche.errors import IllegalAction, MoucheError, excerpt, message_of
from mouche.messages import (
    LANGUAGES,
    N_,
    LanguageError,
    Message,
    in_language,
    language,
    language_of_environment,
    render,
    translate,
)
from mouche.presets import PRESETS, get_ruleset
from mouche.records import (
    MAX_DEALS,
    Replay,
    SessionRecord,
    format_record,
    format_session,
    parse_any,
    parse_record,
    replay,
    replay_session,
    replay_to_json,
    session_to_json,
    status_words,
)
from mouche.records.contract import read_record, rule_overrides
from mouche.rulesets import OPTIONS
from mouche.session import deal_from_seed, play_out, play_session
from mouche.settlement import settle
from mouche.simulate import STYLES, Plan
from mouche.stopping import end_if_stopped, status_of, stop_on_signals


def _print_steps(rep: Replay, out: dict[str, Any], lang: str) -> None:
    """The steps of a replay: each action in words, then its rulings (``out``: the replay's
    JSON, already in the reader's language)."""
    for done, step in zip(rep.steps, out["steps"], strict=True):
        print(said_action(done.action).render(lang))
        for r in step["rulings"]:
            cl = f"  [{', '.join(r['clauses'])}]" if r["clauses"] else ""
            note = f" ({r['note']})" if r.get("note") else ""
            print(f"    {r['text']}{cl}{note}")


def _seats(values: Sequence[int]) -> str:
    return " ".join(f"p{i}:{d:+d}" for i, d in enumerate(values))


def _illegal(i: int, action: str, e: IllegalAction, lang: str, where: str = "") -> int:
    line = Message(
        "illegal action {n}{where} ({action}): {message} [{clause}]",
        n=i + 1,
        where=where,
        action=excerpt(action),
        message=e.message,
        clause=e.clause,
    )
    note = f" ({render(e.note, lang)})" if e.note else ""
    print(line.render(lang) + note, file=sys.stderr)
    return 1


def cmd_replay(args: argparse.Namespace) -> int:
    """Replay a hand record or a session record."""
    lang = args.lang
    rec = parse_any(read_record(args.file))
    if isinstance(rec, SessionRecord):
        return _replay_session(rec, args.json, lang)
    rep = replay(rec)
    out = in_language(replay_to_json(rep), lang)
    if args.json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        _print_steps(rep, out, lang)
        print(Message("status: {}", status_words(out["status"])).render(lang))
        if rep.settlement:
            print(Message("deltas: {}", _seats(out["deltas"])).render(lang))
            print(Message("pot for the next deal: {}", out["pot_after"]).render(lang))
    if rep.error:
        i, e = rep.error
        return _illegal(i, rep.record.actions[i], e, lang)
    return 0


def _replay_session(rec: SessionRecord, as_json: bool, lang: str) -> int:
    session = replay_session(rec)
    out = in_language(session_to_json(session), lang)
    if as_json:
        print(json.dumps(out, ensure_ascii=False))
    else:
        for k, d in enumerate(out["deals"]):
            print(Message("deal {} (dealer p{}):", k + 1, session[k].record.dealer).render(lang))
            _print_steps(session[k], d, lang)
            print(Message("  deltas: {}", _seats(d["deltas"])).render(lang))
        print(Message("status: {}", status_words(out["status"])).render(lang))
        print(Message("totals: {}", _seats(out["totals"])).render(lang))
        pot = Message("pot for the next deal: {}; mouches owed: {}", out["pot_after"], out["owed"])
        print(pot.render(lang))
    last = session[-1]
    if last.error:
        i, e = last.error
        where = Message(" in deal {}", len(session))
        return _illegal(i, last.record.actions[i], e, lang, where)
    return 0


def _name_values(items: list[str], flag: str) -> dict[str, str]:
    """Rule options given as ``NAME=VALUE`` arguments (checked later by the records' contract)."""
    out = {}
    for item in items:
        name, sep, value = item.partition("=")
        if not sep:
            raise MoucheError("{flag} takes NAME=VALUE, not {item}", flag=flag, item=excerpt(item))
        out[name] = value
    return out


def cmd_compare(args: argparse.Namespace) -> int:
    """Replay a record under its ruleset and another; say which option causes each difference."""
    from mouche.compare import attribute, variant

    options = _name_values(args.option, "--option")
    record = parse_record(read_record(args.file))
    att = attribute(record, record.ruleset, variant(args.against, options))
    if args.json:
        print(json.dumps(in_language(att.to_json(), args.lang), ensure_ascii=False))
    else:
        print("\n".join(line.render(args.lang) for line in att.explain()))
    return 0


def cmd_deal(args: argparse.Namespace) -> int:
    """Deal a hand from a seed; optionally play it out; or play a session of chained deals."""
    if args.session is not None:
        return _deal_session(args)
    deal = deal_from_seed(get_ruleset(args.ruleset), args.players, args.seed, args.dealer)
    if args.play:
        deal = play_out(deal, random.Random(args.seed))
    if args.record:
        print(format_record(deal, title=f"seed {args.seed}"), end="")
        return 0
    t, lang = deal.table, args.lang
    head = Message(
        "{title}: {players} players, dealer p{dealer}, seed {seed}",
        title=t.ruleset.title,
        players=t.players,
        dealer=t.dealer,
        seed=args.seed,
    )
    print(head.render(lang))
    for s, h in enumerate(t.dealt):
        print(f"  p{s}: {' '.join(str(c) for c in h)}")
    turnup = Message(
        "  turn-up: {turnup} (trumps {suit}); talon {talon} cards",
        turnup=t.turnup,
        suit=SuitSaid(t.turnup.suit),
        talon=len(t.talon),
    )
    print(turnup.render(lang))
    if deal.is_over:
        rep = replay(parse_record(format_record(deal)))
        for step in in_language(replay_to_json(rep), lang)["steps"]:
            for r in step["rulings"]:
                print(f"  {r['text']}")
        st = settle(deal)
        print(Message("  deltas: {}", _seats(list(st.deltas))).render(lang))
    return 0


def _deal_session(args: argparse.Namespace) -> int:
    lang = args.lang
    if not 1 <= args.session <= MAX_DEALS:
        raise MoucheError(
            "--session must be from 1 to {most} deals, not {n}", most=MAX_DEALS, n=args.session
        )
    ruleset = get_ruleset(args.ruleset)
    if args.players not in ruleset.allowed_players:
        ruleset.lowest_rank(args.players)  # raises with the allowed counts
    played = play_session(
        ruleset, args.players, args.session, random.Random(args.seed), dealer=args.dealer
    )
    text = format_session(
        [pd.deal for pd in played], title=f"seed {args.seed}, {args.session} deals"
    )
    if args.record:
        print(text, end="")
        return 0
    head = Message(
        "{title}: {players} players, {deals} deals, seed {seed}",
        title=ruleset.title,
        players=args.players,
        deals=args.session,
        seed=args.seed,
    )
    print(head.render(lang))
    for k, pd in enumerate(played):
        st = pd.settlement
        line = Message("  deal {} (dealer p{}): {}", k + 1, pd.deal.table.dealer, _seats(st.deltas))
        print(line.render(lang))
    print(Message("  totals: {}", _seats(list(played.totals))).render(lang))
    pot = played[-1].settlement.pot_after
    print(Message("  pot for the next deal: {}", pot).render(lang))
    return 0


def cmd_rulesets(args: argparse.Namespace) -> int:
    """List every preset and option with its clauses: each option and value in words, its
    id (as records and ``--option`` write it) in brackets."""
    from mouche.compare_words import value_words

    lang = args.lang
    for r in PRESETS.values():
        players = ", ".join(map(str, r.allowed_players))
        title = translate(r.title, lang)
        print(
            Message(
                "{id}: {title} (players {players})", id=r.id, title=title, players=players
            ).render(lang)
        )
        for name in OPTIONS:
            line = Message(
                "  {title}: {words} ({name} = {value})  [{cites}]",
                title=translate(OPTIONS[name].title, lang),
                words=value_words(name, str(r.options[name]), lang),
                name=name,
                value=r.options[name],
                cites=", ".join(r.cites(name)),
            )
            print(line.render(lang))
    print("\n" + Message("options:").render(lang))
    for o in OPTIONS.values():
        print(
            Message("  {title} ({name}):", title=translate(o.title, lang), name=o.name).render(lang)
        )
        for c in o.choices:
            line = Message(
                "    {description} ({label})  [{cites}]",
                description=translate(c.description, lang),
                label=c.label,
                cites=", ".join(c.cites),
            )
            print(line.render(lang))
    return 0


def cmd_simulate(args: argparse.Namespace) -> int:
    """Play many sessions with the built-in players; print the figures as one JSON object.

    Exit 0; 130 if stopped by Ctrl-C, after printing the figures of the sessions played.
    """
    from mouche.simulate import local_workers, run

    ruleset = get_ruleset(args.ruleset)
    rules = _name_values(args.rule, "--rule")
    if rules:
        ruleset = ruleset.replace(**rule_overrides(rules))
    seats = {}
    for item in args.seat:
        seat, sep, style = item.partition("=")
        if not sep or not _WHOLE_ARG.fullmatch(seat.strip().removeprefix("p")):
            raise MoucheError(
                "--seat takes SEAT=STYLE (e.g. 0=reasoning), not {item}", item=excerpt(item)
            )
        seats[int(seat.strip().removeprefix("p"))] = style.strip()
    workers, fewer = local_workers(args.workers)
    plan = Plan(
        ruleset,
        args.players,
        args.deals,
        args.session,
        args.seed,
        args.style,
        tuple(sorted(seats.items())),
    )  # checked before the note below: a refused run prints its one line, and no other
    if fewer and args.scheduler is None:
        print(Message("note: {}", fewer).render(args.lang), file=sys.stderr)
    show = not args.quiet and sys.stderr is not None and sys.stderr.isatty()
    done = run(plan, workers, args.scheduler, _progress(plan.deals, args.lang) if show else None)
    if show:
        print("\r\x1b[K", end="", file=sys.stderr, flush=True)
    print(json.dumps(in_language(done.summary(), args.lang), ensure_ascii=False))
    if done.interrupted:
        said = Message(
            "interrupted: {played:,} of {deals:,} deals played (the figures above are theirs)",
            played=done.tally.deals,
            deals=plan.deals,
        )
        print(said.render(args.lang), file=sys.stderr)
        return done.status or 130
    return 0


def _progress(total: int, lang: str) -> Callable[[int], None]:
    """A progress line on a terminal's stderr, rewritten as chunks are done, cut to the
    terminal's width."""
    start = time.monotonic()

    def show(deals: int) -> None:
        spent = time.monotonic() - start
        left = Message(", about {:.0f} s left", spent * (total - deals) / deals) if deals else ""
        line = Message(
            "simulate: {deals:,} of {total:,} deals ({percent}%){left} (Ctrl-C stops, keeping "
            "what is done)",
            deals=deals,
            total=total,
            percent=100 * deals // total,
            left=left,
        )
        # never longer than the terminal is wide: a wrapped line leaves its start behind
        width = max(20, shutil.get_terminal_size((80, 24)).columns - 1)
        text = line.render(lang)
        text = text if len(text) <= width else text[: width - 1] + "…"
        print(f"\r{text}\x1b[K", end="", file=sys.stderr, flush=True)

    return show


def cmd_hint(args: argparse.Namespace) -> int:
    """For the seat to act at a record's last position: each action's value in jetons."""
    from mouche.players.hint import hint, hint_lines

    rec = parse_any(read_record(args.file))
    if isinstance(rec, SessionRecord):
        raise MoucheError("a hint is for one deal's record, not a session record")
    rep = replay(rec)
    if rep.error:
        i, e = rep.error
        return _illegal(i, rec.actions[i], e, args.lang)
    out = hint(rep.deal, args.seed)
    if args.json:
        print(json.dumps(in_language(out, args.lang), ensure_ascii=False))
    else:
        print("\n".join(hint_lines(out, args.lang)))
    return 0


def cmd_sources(args: argparse.Namespace) -> int:
    """Report the clause-engine mapping, or check the id lock (see
    [`mouche.edition.cli`][mouche.edition.cli])."""
    from mouche.edition import cli

    return int(cli.main(args.rest) or 0)


_WHOLE_ARG = re.compile(r"-?[0-9]{1,18}")


def _whole_arg(text: str) -> int:
    """A whole-number argument in ASCII digits (int() also reads '٣' and '³'-like digits)."""
    if not _WHOLE_ARG.fullmatch(text.strip()):
        said = Message("not a whole number: {}", excerpt(text))
        raise argparse.ArgumentTypeError(said.render(OneLineParser.lang))
    return int(text)


def cmd_cite(args: argparse.Namespace) -> int:
    """Cite a clause, source, ruleset, option, decision or hand record (see mouche.citations)."""
    from mouche.citations import cite_main

    return cite_main(args.id, args.format, args.site_url, whole=args.all)


def _lang_arg(text: str) -> str:
    """A ``--lang`` argument: one of the engine's languages (refused in one line)."""
    try:
        return language(text)
    except LanguageError as e:
        raise argparse.ArgumentTypeError(render(e.args[0], OneLineParser.lang)) from None


def _speaking(parser: OneLineParser) -> OneLineParser:
    """``parser`` with the ``--lang`` option (the command's, and that of every subcommand
    that speaks: rulings, refusals, output); given twice, the last wins."""
    parser.add_argument(
        "--lang",
        type=_lang_arg,
        default=argparse.SUPPRESS,  # a subcommand's unused --lang keeps the command's
        metavar="|".join(LANGUAGES),
        help=N_(
            "the language of rulings, refusals and messages (default: the locale's, "
            "from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else English)"
        ),
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status (``128 + signal`` when stopped by
    Ctrl-C, SIGTERM or SIGHUP: [`mouche.stopping`][mouche.stopping])."""
    stop_on_signals()
    try:
        return end_if_stopped(_main(argv))
    except KeyboardInterrupt as stop:  # stopped before or after a command's own handling
        print(file=sys.stderr)
        return end_if_stopped(status_of(stop))


def _main(argv: Sequence[str] | None) -> int:
    tolerant_output()
    words = list(sys.argv[1:] if argv is None else argv)
    with argparse_speaks(wanted_language(words)):
        args = _parser().parse(words, wanted_language(words))
    args.lang = getattr(args, "lang", None) or language_of_environment()
    try:
        status = int(args.func(args))
        sys.stdout.flush()  # inside: a reader gone shows here, not at the interpreter's exit
        return status
    except (MoucheError, OSError) as e:
        if isinstance(e, BrokenPipeError) and reader_gone():
            return 0  # python -m mouche ... | head: the reader wanted no more
        print(Message("error: {}", message_of(e, args.lang)).render(args.lang), file=sys.stderr)
        return 2
    except Exception as e:  # a bug: still one line, and never 1, the code of an illegal action
        print(
            Message(
                "internal error ({}): please report it with the input that caused it",
                type(e).__name__,
            ).render(args.lang),
            file=sys.stderr,
        )
        return 3


def _parser() -> OneLineParser:
    """The command line's parser (its help texts are message ids, said in the reader's
    language by ``--help``)."""
    p = _speaking(
        OneLineParser(prog="python -m mouche", description=N_("The Mouche rules engine."))
    )
    sub = p.add_subparsers(dest="command", required=True)
    speaks = [_speaking(OneLineParser(add_help=False))]
    r = sub.add_parser(
        "replay", help=N_("replay a hand record or a session record"), parents=speaks
    )
    r.add_argument("file", help=N_("a hand or session record (TOML), or - for standard input"))
    r.add_argument("--json", action="store_true", help=N_("print one JSON object"))
    r.set_defaults(func=cmd_replay)
    c = sub.add_parser(
        "compare", help=N_("a record under another ruleset, with the causes"), parents=speaks
    )
    c.add_argument("file", help=N_("a hand record (TOML), or - for standard input"))
    c.add_argument("--against", required=True, help=N_("the other ruleset (a preset id)"))
    c.add_argument("--option", action="append", default=[], help=N_("NAME=VALUE, changes it"))
    c.add_argument("--json", action="store_true", help=N_("print one JSON object"))
    c.set_defaults(func=cmd_compare)
    d = sub.add_parser("deal", help=N_("deal (and play out) a hand from a seed"), parents=speaks)
    d.add_argument("--ruleset", default="vanderaa1721")
    d.add_argument("--players", type=_whole_arg, default=4)
    d.add_argument("--seed", type=_whole_arg, default=0)
    d.add_argument("--dealer", type=_whole_arg, default=0)
    d.add_argument("--play", action="store_true", help=N_("play it out with the simple player"))
    d.add_argument("--record", action="store_true", help=N_("print the hand (or session) record"))
    d.add_argument(
        "--session",
        type=_whole_arg,
        metavar="N",
        help=N_("play N chained deals (the deal passing on, basket and owed mouches carried)"),
    )
    d.set_defaults(func=cmd_deal)
    m = sub.add_parser(
        "simulate", help=N_("play many sessions; print the figures as JSON"), parents=speaks
    )
    m.add_argument("--ruleset", default="vanderaa1721")
    m.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE")
    m.add_argument("--players", type=_whole_arg, default=4)
    m.add_argument("--deals", type=_whole_arg, default=10_000)
    m.add_argument("--session", type=_whole_arg, default=10, help=N_("deals in a row per session"))
    m.add_argument("--seed", type=_whole_arg, default=1)
    m.add_argument("--style", default="shows-at-once", choices=sorted(STYLES))
    m.add_argument(
        "--seat",
        action="append",
        default=[],
        metavar="SEAT=STYLE",
        help=N_("seat another player there (repeatable), e.g. 0=reasoning"),
    )
    m.add_argument("--workers", type=_whole_arg, default=1, help=N_("local processes to use"))
    m.add_argument("--scheduler", metavar="ADDRESS", help=N_("run on this Dask cluster"))
    m.add_argument("--quiet", action="store_true", help=N_("no progress line on the terminal"))
    m.set_defaults(func=cmd_simulate)
    h = sub.add_parser(
        "hint", help=N_("each action's value for the seat to act at a record's end"), parents=speaks
    )
    h.add_argument("file", help=N_("a hand record (TOML), or - for standard input"))
    h.add_argument("--seed", type=_whole_arg, default=0, help=N_("the search's seed"))
    h.add_argument("--json", action="store_true", help=N_("print one JSON object"))
    h.set_defaults(func=cmd_hint)
    sub.add_parser(
        "rulesets", help=N_("presets and options with their clauses"), parents=speaks
    ).set_defaults(func=cmd_rulesets)
    # Every argument after "sources" is its own (see python -m mouche sources --help).
    s = sub.add_parser(
        "sources",
        help=N_("the clause-engine mapping report and the id lock"),
        prefix_chars="+",
        add_help=False,
    )
    s.add_argument("rest", nargs=argparse.REMAINDER)
    s.set_defaults(func=cmd_sources)
    ct = sub.add_parser(
        "cite", help=N_("cite a clause, source, ruleset, option, decision or record")
    )
    ct.add_argument(
        "id",
        nargs="?",
        help=N_("a citable id (academie.13, ruleset-academie, ...) or a record file"),
    )
    ct.add_argument(
        "--all",
        action="store_true",
        help=N_(
            "the whole bibliography (sources, rulesets, options, editorial decisions, "
            "example hand records, the site) in --format biblatex, bibtex, ris or csl-json"
        ),
    )
    ct.add_argument("--format", choices=CITE_FORMATS, default="chicago-note")
    ct.add_argument("--site-url", help=N_("the site's public address (default: $MOUCHE_SITE_URL)"))
    ct.set_defaults(func=cmd_cite)
    return p


if __name__ == "__main__":
    sys.exit(main())
