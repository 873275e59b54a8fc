#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QTextBrowser;

// The rules reference of a game in the current language, with the numbers of
// the variant being played (or of the chosen variant).
class RulesDialog final : public QDialog {
    Q_OBJECT
public:
    RulesDialog(const QString &gameId, const QString &variant, QWidget *parent = nullptr);

    QString html() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void showRules();
    void fillVariants();

    QString m_gameId;
    QString m_variant;
    QString m_html;
    QLabel *m_choiceLabel;
    QComboBox *m_choice; // which variant's numbers to show
    QTextBrowser *m_text;
};
