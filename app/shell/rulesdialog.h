#pragma once

#include "games/rulespage.h"

#include "core/variants/variant.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;
class QTextBrowser;

// The rules reference of a game in the current language, with the numbers of
// the variant being played (or of the chosen variant) and the pictures drawn
// from the game's art. Any game and variant can be chosen in it.
class RulesDialog final : public QDialog {
    Q_OBJECT
public:
    // `variant` empty: the game's standard rules.
    RulesDialog(const QString &gameId, const QString &variant, QWidget *parent = nullptr);

    // Shows another game's or variant's rules.
    void showRulesOf(const QString &gameId, const QString &variant);
    // Shows the rules a game in progress is played under: those its record
    // carries. When they are no longer its file's (or it has no file here),
    // they are listed first among its game's variants as "Title (this game)".
    void showRulesOf(const houserules::Variant &played);
    QString gameId() const { return m_gameId; }
    // The id of the variant shown (for a game in progress's rules, the id
    // they are named by), and whether they are that game's own.
    QString variant() const;
    bool showsPlayedRules() const;
    const std::optional<houserules::Variant> &shown() const { return m_loaded; }
    QString html() const;
    // Writes the rules shown as a PDF (RulesPrinter: the box of what the
    // house rule changes, then these rules); the error in words, empty when
    // written. Letter where the locale measures in inches, else A4.
    QString savePdf(const QString &fileName) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void showRules();
    void fillGames();
    void fillVariants();
    void saveAs();
    houserules::Expected<houserules::Variant> load(const QString &variant) const;

    QString m_gameId;
    QString m_variant;
    QString m_html;
    std::optional<houserules::Variant> m_loaded; // the variant shown, when it loaded
    std::optional<houserules::Variant> m_played; // the game in progress's, when shown once
    QPushButton *m_save;
    QLabel *m_gameLabel;
    QComboBox *m_game; // whose rules
    QLabel *m_choiceLabel;
    QComboBox *m_choice; // which variant's numbers to show
    QTextBrowser *m_text;
};
