// The UIKit classes the engine knows, with their superclasses: HitTestKit's UIKitClass, which
// Tests/HitTestKitTests/PageClassTableTests.swift holds this file to (the same classes, superclasses and
// defaults; keep the table one `Name: 'Superclass'` pair after another). A view's behaviour is its class
// when known, else its `base` when known, else UIView.

const SUPERCLASS = new Map(Object.entries({
  UIView: 'UIResponder',
  UIWindow: 'UIView', UITextEffectsWindow: 'UIWindow', UIRemoteKeyboardWindow: 'UITextEffectsWindow',
  UILabel: 'UIView', UIButtonLabel: 'UILabel',
  UIImageView: 'UIView',
  UIControl: 'UIView', UIButton: 'UIControl', UISwitch: 'UIControl', UIStepper: 'UIControl',
  UISegmentedControl: 'UIControl', UIPageControl: 'UIControl', UISlider: 'UIControl',
  UITextField: 'UIControl', UIDatePicker: 'UIControl', UIColorWell: 'UIControl',
  UIRefreshControl: 'UIControl', UISearchTextField: 'UITextField', UITabBarButton: 'UIControl',
  UINavigationButton: 'UIButton', _UIButtonBarButton: 'UIControl',
  UIScrollView: 'UIView', UITableView: 'UIScrollView', UICollectionView: 'UIScrollView',
  UITextView: 'UIScrollView', UIWebScrollView: 'UIScrollView',
  UIStackView: 'UIView', UIVisualEffectView: 'UIView', UITableViewCell: 'UIView',
  UICollectionViewCell: 'UICollectionReusableView', UICollectionReusableView: 'UIView',
  UITableViewHeaderFooterView: 'UIView', UITableViewCellContentView: 'UIView',
  UINavigationBar: 'UIView', UIToolbar: 'UIView', UITabBar: 'UIView', UISearchBar: 'UIView',
  UIActivityIndicatorView: 'UIView', UIProgressView: 'UIView', UIPickerView: 'UIView',
  UIInputView: 'UIView', UITransitionView: 'UIView', UIDropShadowView: 'UIView',
  UILayoutContainerView: 'UIView', UINavigationTransitionView: 'UIView',
  UIViewControllerWrapperView: 'UIView', UIDimmingView: 'UIView', _UILayoutGuide: 'UIView',
}));

export function isKnown(name) {
  return SUPERCLASS.has(name);
}

/** True when `name` is `ancestor` or inherits from it. */
export function isKind(name, ancestor) {
  let current = name;
  for (let steps = 0; current && steps < 32; steps += 1) {
    if (current === ancestor) return true;
    current = SUPERCLASS.get(current);
  }
  return false;
}

export function behaviorOf(className, base) {
  if (isKnown(className)) return className;
  if (base && isKnown(base)) return base;
  return 'UIView';
}

/** The classes whose kinds are not interactive by default (isUserInteractionEnabled is NO). */
const NOT_INTERACTIVE = ['UILabel', 'UIImageView'];

export function interactiveByDefault(behavior) {
  return !NOT_INTERACTIVE.some((kind) => isKind(behavior, kind));
}
