#pragma once

class LanguageManager;
class MainWindow;

// `houserules --self-test`: shows the start page, prints on stdout what the
// program found (its translation file, its variant folders, the variants) and
// quits: exit status 0 when the translation and the shipped variants were
// found. For packagers and the install test: it proves an installed program
// finds its data relative to its own prefix.
int runSelfTest(MainWindow &window, const LanguageManager &languages);
