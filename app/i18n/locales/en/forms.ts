export default {
  file_choose: "Choose a file",
  file_none: "No file chosen",
  file_drop: "or drop a file here",
  field_required: "This field is required",
  wrong_format: "Wrong format",
  phone_incomplete: "Enter the whole number: +7 and 10 digits",
  summary_title: "There is a problem",
  error_title: "Error: {{title}}",
  too_long: "At most {{max}} characters",
};
