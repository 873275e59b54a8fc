#pragma once

#include <QFrame>
#include <QVariantMap>

class QTableWidget;
class QPushButton;

// A value per player count as a small table: one row per count, the value in
// a NumberEditor (arrows within the parameter's range, a number typed outside
// it kept for validation to explain), and buttons that add the next
// count and remove the chosen one. Its values are a QVariantMap from the
// count ("2") to the value, as the variant model's Qt::EditRole gives them.
class PerPlayersEditor final : public QFrame {
    Q_OBJECT
public:
    explicit PerPlayersEditor(QWidget *parent = nullptr);

    void setSoftRange(int minimum, int maximum);
    void setValues(const QVariantMap &values);
    QVariantMap values() const;
    QSize sizeHint() const override;

    // Adds a row for one more player than the last, with its value.
    void addCount();
    void removeCurrent();

private:
    void addRow(int players, int value);
    void fitRows();
    void retranslate();

    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    int m_minimum = 0;
    int m_maximum = 0;
};
