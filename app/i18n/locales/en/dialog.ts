export default {
  close: "Close",
  cancel: "Cancel",
};
