#pragma once

#include <QPointer>
#include <QWidget>

// The keyboard's focus, drawn the same in every desktop style: a ring round
// the focused widget (a button, a list, a field) in the table's two focus
// colours (CardItem::focusLight, focusDark), 11:1 apart, so that one of them
// stands out at 3:1 or better from whatever is next to it (WCAG 2 technique
// C40). The styles' own focus marks are faint or drawn only after a Tab. A
// table shows its focus on the piece the keys point at, and is not ringed.
class FocusRing final : public QWidget {
    Q_OBJECT
public:
    // One ring for the whole application, following the focus from now on.
    static void install();
    // The widget ringed now (null: none).
    static QWidget *ringed();

    static constexpr int kMargin = 4; // how far the ring reaches outside the widget

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    FocusRing();
    void follow(QWidget *widget);
    void place();
    static bool wanted(const QWidget *widget);

    QPointer<QWidget> m_widget;
};
