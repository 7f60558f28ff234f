// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'イベント';
export const teamEventsIntro =
  'チームが参加する展示会やカンファレンスです。各メンバーはそこで出会ったリードをイベントに登録でき、リードとインサイトはイベントで絞り込めます。';
export const noTeamEventsYet = 'イベントはまだありません。';
export const teamEventCreated = 'イベントを作成しました。';
export const teamEventDeleted = 'イベントを削除しました。';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'このイベントで獲得したリードはイベントなしで残り、メンバーはこのイベントを選べなくなります。';
export const eventFilterAll = 'すべてのイベント';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote = 'イベントの開催日。メッセージはイベントで獲得したリードです。';
