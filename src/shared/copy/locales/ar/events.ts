// Events (docs/product.md#events): the team's Events tab and the event filters of the lists and
// Insights.
export const teamEventsTab = 'الفعاليات';
export const teamEventsIntro =
  'المعارض التجارية والمؤتمرات التي يحضرها فريقك. يمكن لكل عضو تسجيل العملاء المحتملين الذين يلتقيهم هناك تحت الفعالية، ويمكن تصفية العملاء المحتملين والإحصاءات حسبها.';
export const noTeamEventsYet = 'لا توجد فعاليات بعد.';
export const teamEventCreated = 'تم إنشاء الفعالية.';
export const teamEventDeleted = 'تم حذف الفعالية.';
/** Asked before a team's event is deleted (the dialog's title names it). */
export const deleteTeamEventQuestion =
  'يبقى العملاء المحتملون الذين سُجّلوا فيها، من دون الفعالية، ولن يتمكن الأعضاء من اختيارها بعد الآن.';
export const eventFilterAll = 'كل الفعاليات';
/** Beside the Insights periods when an event is chosen: what its figures count. */
export const eventInsightsNote =
  'أيام الفعالية؛ والرسائل هي العملاء المحتملون الذين سُجّلوا في الفعالية.';
