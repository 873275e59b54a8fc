#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

// Language (applied at once), animation pace and bot pace.
class SettingsDialog final : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(const QString &currentLanguage, QWidget *parent = nullptr);

    QString language() const;

Q_SIGNALS:
    void languageChosen(const QString &code);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void accept() override;
    void reject() override; // also takes back a language tried out live

    QString m_initialLanguage;
    QComboBox *m_language;
    QComboBox *m_animation;
    QComboBox *m_bots;
    QLabel *m_languageLabel;
    QLabel *m_animationLabel;
    QLabel *m_botsLabel;
    QDialogButtonBox *m_buttons;
};
