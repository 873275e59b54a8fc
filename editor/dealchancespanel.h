#pragma once

#include <QWidget>

class DealChancesModel;
class DeckModel;
class QComboBox;
class QGroupBox;
class QLabel;
class QSpinBox;
class QTableView;
class VariantDocument;

// Below a deck's table: the chances of a dealt hand for a player count the
// designer picks (DealChancesModel), as a read-only table laid out as the
// deck's, the figure it shows (the chance of at least one, or the number in
// a hand on average), and a line that says what is dealt and a hand's value
// on average, or why there are no figures.
class DealChancesPanel final : public QWidget {
    Q_OBJECT
public:
    DealChancesPanel(VariantDocument *document, DeckModel *deck, QWidget *parent = nullptr);

    DealChancesModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void update();
    // No taller than its headings and rows (and the scroll bar when the
    // card kinds do not fit across), so the count table above keeps the room.
    void fitHeight();

    DealChancesModel *m_model;
    QGroupBox *m_box;
    QLabel *m_playersLabel;
    QSpinBox *m_players;
    QLabel *m_figureLabel;
    QComboBox *m_figure;
    QTableView *m_view;
    QLabel *m_summary;
};
