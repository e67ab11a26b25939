export default {
  file_choose: "Choose a file",
  file_none: "No file chosen",
  file_drop: "or drop a file here",
  field_required: "This field is required",
  wrong_format: "Wrong format",
  phone_incomplete: "Enter the whole number: +7 and 10 digits",
  too_long: "At most {{max}} characters",
};
