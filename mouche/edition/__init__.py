"""The edition: the historical sources as data, one concept to a module.

* [`mouche.edition.model`][mouche.edition.model]: sources, clauses, glossary terms, the library;
* [`mouche.edition.marks`][mouche.edition.marks]: the apparatus marks of a reading;
* [`mouche.edition.validation`][mouche.edition.validation]: the schema and the checks on values;
* [`mouche.edition.copies`][mouche.edition.copies]: the copy in hand and its body;
* [`mouche.edition.loading`][mouche.edition.loading]: ``sources/*.toml`` read into a library;
* [`mouche.edition.lock`][mouche.edition.lock]: the id lock of published ids;
* [`mouche.edition.coverage`][mouche.edition.coverage]: the clause-to-engine coverage report;
* [`mouche.edition.clean`][mouche.edition.clean]: the clean reading (no raw OCR, guesses marked);
* [`mouche.edition.tei`][mouche.edition.tei]: TEI P5 of every source in hand (a package: header,
  body, apparatus, page breaks);
* [`mouche.edition.plaintext`][mouche.edition.plaintext]: plain text of readings and translations;
* [`mouche.edition.exports`][mouche.edition.exports]: the TEI and plain-text files together;
* [`mouche.edition.names`][mouche.edition.names]: a source's short name for running text;
* [`mouche.edition.authors`][mouche.edition.authors]: authors' names split (for the names, the TEI
  and every citation format);
* [`mouche.edition.cli`][mouche.edition.cli]: the command ``python -m mouche sources``.
"""
