"""The edition: the historical sources as data, one concept to a module.

* :mod:`mouche.edition.model`: sources, clauses, glossary terms, the library;
* :mod:`mouche.edition.marks`: the apparatus marks of a reading;
* :mod:`mouche.edition.validation`: the schema and the checks on values;
* :mod:`mouche.edition.copies`: the copy in hand and its body;
* :mod:`mouche.edition.loading`: ``sources/*.toml`` read into a library;
* :mod:`mouche.edition.lock`: the id lock of published ids;
* :mod:`mouche.edition.coverage`: the clause-to-engine coverage report;
* :mod:`mouche.edition.cli`: the command ``python -m mouche sources``.
"""
