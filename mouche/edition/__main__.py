"""``python -m mouche.edition``: the same as ``python -m mouche sources``."""

from mouche.edition.cli import main

raise SystemExit(main())
