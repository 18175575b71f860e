// Lessons: a short guided sequence over the presets, after the founding articles' themes: the order of
// hit-testing, what makes a view refuse touches, the responder chain, and gesture recognizers taking touches
// from views. Each stop is a preset, a touch, a question and an explanation, in English and Chinese; ?lesson=N
// opens stop N (the share link keeps it), so a teacher can link to any stop.

export const STOPS = [
  {
    preset: 'seed-demo', touch: { x: 40, y: 100 }, theme: 'order',
    question: {
      en: 'Four views are under the finger. Which one does hitTest ask first, and which one gets the touch?',
      zh: '手指下面有四个视图。hitTest 先问哪一个？最后谁得到触摸？',
    },
    explanation: {
      en: 'Subviews are asked from the last (front-most) to the first. yellowView is asked first, but the point is outside its bounds; grayView holds it, and inside grayView blueView is asked before redView. redView is the deepest view whose bounds hold the point: it gets the touch.',
      zh: '子视图从最后一个（最前面）向第一个依次询问。先问 yellowView，但触摸点在它的 bounds 之外；grayView 包含这个点，在 grayView 里面先问 blueView，再问 redView。redView 是包含这个点的最深的视图，所以触摸给了它。',
    },
  },
  {
    preset: 'overlapping-siblings', touch: { x: 200, y: 320 }, theme: 'order',
    question: {
      en: 'Two sibling views overlap where the finger lands. Which one gets the touch?',
      zh: '两个兄弟视图在手指落下的地方重叠。谁得到触摸？',
    },
    explanation: {
      en: 'The first sibling that answers a view wins, and siblings are asked front to back: the one added later, in front, gets the touch; the one behind is never asked.',
      zh: '第一个返回视图的兄弟视图获胜，而兄弟视图是从前往后询问的：后添加、在前面的那个得到触摸，后面的那个根本不会被询问。',
    },
  },
  {
    preset: 'hidden-alpha-interaction', touch: { x: 187, y: 300 }, theme: 'refuse',
    question: {
      en: 'Several covers lie over the button. Which of them let the touch through to it?',
      zh: '按钮上面盖着好几层遮罩。哪些会让触摸穿透到按钮？',
    },
    explanation: {
      en: 'A view that is hidden, has userInteractionEnabled = false or alpha below 0.01 answers nil at once, for itself and all its subviews, so the touch goes on to the views behind it. Any other cover takes the touch, however transparent it looks.',
      zh: '隐藏的视图、userInteractionEnabled = NO 的视图、alpha 小于 0.01 的视图会立刻返回 nil，连同它的所有子视图，于是触摸继续交给后面的视图。其他遮罩都会拿走触摸，不管看起来多透明。',
    },
  },
  {
    preset: 'imageview-button', touch: { x: 319, y: 116 }, theme: 'refuse',
    question: {
      en: 'A button sits inside an image view. Does tapping the button work?',
      zh: '一个按钮放在图片视图里面。点这个按钮有用吗？',
    },
    explanation: {
      en: 'UIImageView starts with userInteractionEnabled = false, so hitTest answers nil for it and for every subview: the button never gets the touch.',
      zh: 'UIImageView 默认 userInteractionEnabled = NO，所以 hitTest 对它和它的每个子视图都返回 nil：按钮永远收不到触摸。',
    },
  },
  {
    preset: 'subview-outside-parent', touch: { x: 187, y: 570 }, theme: 'bounds',
    question: {
      en: 'The + button sticks out above the tab bar. Tap the part that sticks out: who gets the touch?',
      zh: '+ 按钮有一部分露出在标签栏上方。点露出的那部分：谁得到触摸？',
    },
    explanation: {
      en: 'The tab bar is asked first whether the point is inside its bounds. It is not, so the whole branch is skipped: the button is never asked, whether the tab bar clips its subviews or not.',
      zh: '先问标签栏：这个点在不在你的 bounds 里？不在，于是整个分支都被跳过：按钮根本不会被询问，不管标签栏是否裁剪子视图。',
    },
  },
  {
    preset: 'seed-demo', touch: { x: 40, y: 100 }, theme: 'chain',
    question: {
      en: 'redView got the touch, but it does not handle touches itself. Where do they go?',
      zh: 'redView 得到了触摸，但它自己不处理触摸。触摸去了哪里？',
    },
    explanation: {
      en: 'Up the responder chain: from redView to its superviews, to the view controller whose root view comes next, to the window and to the application. Each passes on what it does not handle.',
      zh: '沿着响应者链向上：从 redView 到它的父视图，再到以其根视图为下一站的视图控制器，然后是窗口和应用程序。每一环把自己不处理的事件交给下一环。',
    },
  },
  {
    preset: 'button-on-tappable-card', touch: { x: 110, y: 315 }, theme: 'recognizers',
    question: {
      en: 'The card has a tap gesture recognizer and holds a button. Tap the button: who fires, the card or the button?',
      zh: '卡片上有一个轻点手势识别器，里面还有一个按钮。点按钮：触发的是卡片还是按钮？',
    },
    explanation: {
      en: 'Recognizers see touches before the views do, but UIKit keeps a tap recognizer on a superview from taking a tap meant for a UIButton: the card\u2019s tap fails and the button sends touchUpInside.',
      zh: '手势识别器比视图先看到触摸，但 UIKit 不让父视图上的轻点识别器抢走本该给 UIButton 的轻点：卡片的轻点识别失败，按钮发出 touchUpInside。',
    },
  },
  {
    preset: 'scroll-view-delivery', touch: { gesture: 'drag', from: [295, 148], to: [295, 48] }, theme: 'recognizers',
    question: {
      en: 'Start a drag on the Buy button inside a list. Does the button fire?',
      zh: '在列表里的 Buy 按钮上开始拖动。按钮会触发吗？',
    },
    explanation: {
      en: 'The finger lands on Buy, and the button starts tracking it. Once the finger moves, the scroll view\u2019s pan recognizer recognizes and the button\u2019s touch is cancelled: no touchUpInside, the list scrolls instead.',
      zh: '手指落在 Buy 上，按钮开始跟踪。手指一移动，滚动视图的拖动识别器就识别成功，按钮的触摸被取消：没有 touchUpInside，列表滚动了。',
    },
  },
];

