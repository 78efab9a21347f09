<?xml version="1.0" encoding="UTF-8"?>
<!--
  The rules by which the TEI Consortium's Stylesheets (TEIC/Stylesheets 7.58,
  txt/tei-to-text.xsl) turn a TEI document into plain text, written out here for the
  suite (the Stylesheets themselves are not fetched in CI): the header, figure descriptions,
  a gap's description, speakers and facsimiles give nothing; a choice gives its first child
  only; every other text node is kept as it stands. tests/test_tei.py runs it under Saxon HE
  to check what a reader of that conversion gets of our edition (issue 39.8).
-->
<xsl:stylesheet version="2.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:tei="http://www.tei-c.org/ns/1.0">
  <xsl:output method="text" encoding="UTF-8"/>
  <xsl:template match="tei:teiHeader | tei:figDesc | tei:gap/tei:desc | tei:speaker | tei:facsimile"/>
  <xsl:template match="tei:choice">
    <xsl:apply-templates select="*[1]"/>
  </xsl:template>
</xsl:stylesheet>
